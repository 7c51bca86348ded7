import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { RESPONSE_STATUS_LABELS, RESPONSE_STATUSES, type TResponseStatus } from '@pesquisemais/shared';
import { useState } from 'react';
import { type TExportFormat, useDownloadExport } from '../api/responses-api';

type TExportDialogProps = { campaignId: string; onClose: () => void };

/** What goes in the responses file: format, codes or texts, and which responses by their status. */
export function ExportDialog({ campaignId, onClose }: TExportDialogProps) {
  const [fileFormat, setFileFormat] = useState<TExportFormat>('csv');
  const [withLabels, setWithLabels] = useState(true);
  const [statuses, setStatuses] = useState<TResponseStatus[]>(['complete']);
  const download = useDownloadExport(campaignId);

  const toggle = (status: TResponseStatus, on: boolean) =>
    setStatuses((current) =>
      RESPONSE_STATUSES.filter((item) => (item === status ? on : current.includes(item))),
    );

  const handleExport = () =>
    download.mutate({ format: fileFormat, labels: withLabels, statuses }, { onSuccess: onClose });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Exportar respostas</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id="export-format">Formato</FormLabel>
          <RadioGroup
            aria-labelledby="export-format"
            value={fileFormat}
            onChange={(event) => setFileFormat(event.target.value as TExportFormat)}
          >
            <FormControlLabel value="csv" control={<Radio />} label="CSV" />
            <FormControlLabel value="xlsx" control={<Radio />} label="XLSX (com o dicionário de dados)" />
            <FormControlLabel
              value="sav"
              control={<Radio />}
              label="SPSS (.sav, com rótulos de variáveis e valores)"
            />
          </RadioGroup>
        </FormControl>
        {/* A .sav holds the codes with their labels attached: there is nothing to choose. */}
        {fileFormat !== 'sav' && (
          <FormControlLabel
            control={
              <Switch checked={withLabels} onChange={(event) => setWithLabels(event.target.checked)} />
            }
            label="Rótulos das opções"
          />
        )}
        <FormControl error={statuses.length === 0}>
          <FormLabel component="legend">Respostas incluídas</FormLabel>
          <FormGroup>
            {RESPONSE_STATUSES.map((status) => (
              <FormControlLabel
                key={status}
                control={
                  <Checkbox
                    checked={statuses.includes(status)}
                    onChange={(event) => toggle(status, event.target.checked)}
                  />
                }
                label={RESPONSE_STATUS_LABELS[status]}
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {statuses.length === 0
              ? 'Escolha ao menos um status.'
              : 'A coluna status diz como cada resposta terminou.'}
          </FormHelperText>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={download.isPending || statuses.length === 0}
          onClick={handleExport}
        >
          Exportar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
