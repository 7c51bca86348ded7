import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_FILTER_FIELDS, type TReport } from '@pesquisemais/shared';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { useDownloadReport } from '../api/download-report';
import { useReports } from '../api/get-reports';
import { DeliverDialog } from './deliver-dialog';
import { formatDateTime, formatSize } from './format';
import { ReportStatus } from './report-status';

const PAGE_SIZE = 10;

const FILTER_FIELDS = filterFieldsOf(REPORT_FILTER_FIELDS, {
  campaign: 'Campanha',
  format: 'Formato',
  createdBy: 'Pedido por',
  createdAt: 'Pedido em',
  size: 'Tamanho (bytes)',
});

const COLUMNS: TDataTableColumn<TReport>[] = [
  { id: 'campaign', header: 'Campanha', cell: (report) => report.campaignName },
  { id: 'format', header: 'Formato', cell: (report) => report.format.toUpperCase() },
  { id: 'status', header: 'Status', cell: (report) => <ReportStatus report={report} /> },
  {
    id: 'createdBy',
    header: 'Pedido por',
    cell: (report) => (
      <>
        {report.createdByName ?? '—'}
        <Typography variant="caption" color="text.secondary" component="div">
          {formatDateTime(report.createdAt)}
        </Typography>
      </>
    ),
  },
  { id: 'size', header: 'Tamanho', cell: (report) => formatSize(report.size) },
];

/** Generated reports, newest first, with progress while their job runs; download and delivery. */
export function ReportsTable() {
  const download = useDownloadReport(null);
  const handleDownload = (report: TReport) => download.mutate(report.id);
  const [page, setPage] = useState(0);
  const [delivering, setDelivering] = useState<TReport | null>(null);
  const { filter, query } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data, error } = useReports(page + 1, PAGE_SIZE, query);

  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <DataTable
        ariaLabel="Relatórios gerados"
        columns={COLUMNS}
        rows={data?.items}
        error={error}
        getRowId={(report) => report.id}
        getRowProps={(report) => ({ 'data-testid': `report-${report.id}` })}
        emptyText="Nenhum relatório gerado ainda."
        filter={filter}
        paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        rowActions={(report) => (
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
        )}
      />
      {delivering && <DeliverDialog report={delivering} onClose={() => setDelivering(null)} />}
    </Paper>
  );
}
