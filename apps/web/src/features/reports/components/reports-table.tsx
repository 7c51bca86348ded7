import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TReport } from '@pesquisemais/shared';
import { useState } from 'react';
import { PagedTableFooter } from '@/components/paged-table-footer';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadReport } from '../api/download-report';
import { useReports } from '../api/get-reports';
import { DeliverDialog } from './deliver-dialog';
import { formatDateTime, formatSize } from './format';
import { ReportStatus } from './report-status';

const PAGE_SIZE = 10;

/** Generated reports, newest first, with progress while their job runs; download and delivery. */
export function ReportsTable() {
  const download = useDownloadReport(null);
  const handleDownload = (report: TReport) => download.mutate(report.id);
  const [page, setPage] = useState(0);
  const [delivering, setDelivering] = useState<TReport | null>(null);
  const { data, error } = useReports(page + 1, PAGE_SIZE);

  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      {error && (
        <Typography color="error" sx={{ p: 2 }}>
          {getErrorMessage(error)}
        </Typography>
      )}
      <Table size="small" aria-label="Relatórios gerados">
        <TableHead>
          <TableRow>
            <TableCell>Campanha</TableCell>
            <TableCell>Formato</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Pedido por</TableCell>
            <TableCell>Tamanho</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>Nenhum relatório gerado ainda.</TableCell>
            </TableRow>
          )}
          {data?.items.map((report) => (
            <TableRow key={report.id} data-testid={`report-${report.id}`}>
              <TableCell>{report.campaignName}</TableCell>
              <TableCell>{report.format.toUpperCase()}</TableCell>
              <TableCell>
                <ReportStatus report={report} />
              </TableCell>
              <TableCell>
                {report.createdByName ?? '—'}
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatDateTime(report.createdAt)}
                </Typography>
              </TableCell>
              <TableCell>{formatSize(report.size)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    disabled={report.status !== 'done'}
                    onClick={() => handleDownload(report)}
                  >
                    Baixar
                  </Button>
                  {report.deliveredAt ? (
                    <Typography variant="caption" color="success.main" sx={{ alignSelf: 'center' }}>
                      {`Entregue em ${formatDateTime(report.deliveredAt)}`}
                    </Typography>
                  ) : (
                    <Button
                      size="small"
                      startIcon={<SendIcon />}
                      disabled={report.status !== 'done'}
                      onClick={() => setDelivering(report)}
                    >
                      Entregar ao cliente
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagedTableFooter total={data?.total ?? 0} page={page} onPageChange={setPage} pageSize={PAGE_SIZE} />
      {delivering && <DeliverDialog report={delivering} onClose={() => setDelivering(null)} />}
    </Paper>
  );
}
