import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { countOf, type TDeliveredReport } from '@pesquisemais/shared';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PagedTableFooter } from '@/components/paged-table-footer';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadReport } from '../api/download-report';
import { useDeliveredReports } from '../api/get-delivered-reports';
import { formatDateTime, formatSize } from './format';

const PAGE_SIZE = 20;

function Downloads({ report }: { report: TDeliveredReport }) {
  if (report.downloadCount === 0) return <Typography variant="body2">Ainda não baixado</Typography>;
  const more = report.downloadCount - report.downloads.length;
  return (
    <>
      {report.downloads.map((download) => (
        <Typography key={`${download.at}-${download.by}`} variant="body2">
          {`${download.by} — ${formatDateTime(download.at)}`}
        </Typography>
      ))}
      {more > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
        >{`e mais ${countOf(more, 'download', 'downloads')}`}</Typography>
      )}
    </>
  );
}

/** Delivered reports: when and to whom, who downloaded them and when, and 'Baixar'. */
export function DeliveredTable({ share }: { share: string | null }) {
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useDeliveredReports(page + 1, PAGE_SIZE, share);
  const download = useDownloadReport(share);
  const handleDownload = (report: TDeliveredReport) => download.mutate(report.id);

  if (isPending) return <LoadingIndicator />;
  if (error) return <Typography color="error">{getErrorMessage(error)}</Typography>;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Relatórios entregues">
        <TableHead>
          <TableRow>
            <TableCell>Relatório</TableCell>
            <TableCell>Campanha</TableCell>
            <TableCell>Entregue</TableCell>
            <TableCell>Baixado por</TableCell>
            <TableCell align="right">Arquivo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Nenhum relatório entregue ainda.</TableCell>
            </TableRow>
          )}
          {data.items.map((report) => (
            <TableRow key={report.id} data-testid={`delivered-${report.id}`} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                {report.filename}
                <Typography variant="caption" color="text.secondary" component="div">
                  {`${report.format.toUpperCase()} · ${formatSize(report.size)}`}
                </Typography>
              </TableCell>
              <TableCell>{report.campaignName}</TableCell>
              <TableCell>
                {formatDateTime(report.deliveredAt)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {[
                    report.deliveredByName && `por ${report.deliveredByName}`,
                    report.recipient && `para ${report.recipient}`,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Typography>
                {report.note && (
                  <Typography variant="caption" component="div">
                    {report.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Downloads report={report} />
              </TableCell>
              <TableCell align="right">
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => handleDownload(report)}>
                  Baixar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagedTableFooter total={data.total} page={page} onPageChange={setPage} pageSize={PAGE_SIZE} />
    </Paper>
  );
}
