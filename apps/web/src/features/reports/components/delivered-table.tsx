import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { countOf, DELIVERED_REPORT_FILTER_FIELDS, type TDeliveredReport } from '@pesquisemais/shared';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { LoadingIndicator } from '@/components/loading-indicator';
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

const FILTER_FIELDS = filterFieldsOf(DELIVERED_REPORT_FILTER_FIELDS, {
  report: 'Relatório',
  campaign: 'Campanha',
  deliveredAt: 'Entregue em',
  recipient: 'Destinatário',
});

const COLUMNS: TDataTableColumn<TDeliveredReport>[] = [
  {
    id: 'report',
    header: 'Relatório',
    cell: (report) => (
      <>
        {report.filename}
        <Typography variant="caption" color="text.secondary" component="div">
          {`${report.format.toUpperCase()} · ${formatSize(report.size)}`}
        </Typography>
      </>
    ),
  },
  { id: 'campaign', header: 'Campanha', cell: (report) => report.campaignName },
  {
    id: 'delivered',
    header: 'Entregue',
    cell: (report) => (
      <>
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
      </>
    ),
  },
  { id: 'downloads', header: 'Baixado por', cell: (report) => <Downloads report={report} /> },
];

/** Delivered reports: when and to whom, who downloaded them and when, and 'Baixar'. */
export function DeliveredTable({ share }: { share: string | null }) {
  const [page, setPage] = useState(0);
  const { filter, query } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data, error, isPending } = useDeliveredReports(page + 1, PAGE_SIZE, share, query);
  const download = useDownloadReport(share);
  const handleDownload = (report: TDeliveredReport) => download.mutate(report.id);

  if (isPending) return <LoadingIndicator />;
  if (error) return <Typography color="error">{getErrorMessage(error)}</Typography>;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable
        ariaLabel="Relatórios entregues"
        columns={COLUMNS}
        rows={data.items}
        getRowId={(report) => report.id}
        getRowProps={(report) => ({ 'data-testid': `delivered-${report.id}` })}
        rowSx={{ verticalAlign: 'top' }}
        emptyText="Nenhum relatório entregue ainda."
        filter={filter}
        paging={{ total: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        actionsHeader="Arquivo"
        rowActions={(report) => (
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => handleDownload(report)}>
            Baixar
          </Button>
        )}
      />
    </Paper>
  );
}
