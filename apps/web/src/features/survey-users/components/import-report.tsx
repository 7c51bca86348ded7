import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countOf, type TPanelImportReport } from '@pesquisemais/shared';
import { downloadText, rejectedRowsCsv } from './panel-format';
import { RejectedTable } from './rejected-table';

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, textAlign: 'center' }} data-testid={`import-${label}`}>
      <Typography variant="h5" sx={{ color }}>
        {value.toLocaleString('pt-BR')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** What the import did: counts, and the rejected rows with a CSV to fix and import again. */
export function ImportReport({ report }: { report: TPanelImportReport }) {
  const rejected = report.rejected.length;
  return (
    <Stack spacing={2}>
      <Alert severity={rejected > 0 ? 'warning' : 'success'}>
        {rejected > 0
          ? `Importação concluída. ${countOf(rejected, 'linha não foi importada', 'linhas não foram importadas')}: corrija-as no relatório e importe de novo.`
          : 'Importação concluída. Todas as linhas foram importadas.'}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Stat label="Inseridos" value={report.inserted} color="success.main" />
        <Stat label="Atualizados" value={report.updated} color="info.main" />
        <Stat label="Rejeitados" value={rejected} color={rejected > 0 ? 'error.main' : undefined} />
      </Stack>
      {rejected > 0 && (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle2">Linhas rejeitadas</Typography>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => downloadText('relatorio-importacao.csv', rejectedRowsCsv(report.rejected))}
            >
              Baixar relatório
            </Button>
          </Stack>
          <RejectedTable rows={report.rejected} />
        </Box>
      )}
    </Stack>
  );
}
