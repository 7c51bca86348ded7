import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  RESPONSE_FILTER_FIELDS,
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  type TCampaign,
  type TResponseStatus,
  type TResponseSummary,
} from '@pesquisemais/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { useCampaignResponses } from '../api/responses-api';
import { ExportDialog } from './export-dialog';
import { ResponseDialog } from './response-dialog';

const when = (value: string | null) => (value ? format(new Date(value), 'dd/MM/yyyy HH:mm') : '—');

const PAGE_SIZE = 20;

const FILTER_FIELDS = filterFieldsOf(RESPONSE_FILTER_FIELDS, {
  respondent: 'Respondente',
  interviewer: 'Entrevistador',
  startedAt: 'Início',
  completedAt: 'Conclusão',
  version: 'Versão',
});

const COLUMNS: TDataTableColumn<TResponseSummary>[] = [
  { id: 'respondent', header: 'Respondente', cell: (item) => item.respondentName ?? 'Anônimo' },
  { id: 'status', header: 'Status', cell: (item) => RESPONSE_STATUS_LABELS[item.status] },
  { id: 'interviewer', header: 'Entrevistador', cell: (item) => item.interviewerName ?? '—' },
  { id: 'startedAt', header: 'Início', cell: (item) => when(item.startedAt) },
  { id: 'completedAt', header: 'Conclusão', cell: (item) => when(item.completedAt) },
  { id: 'version', header: 'Versão', cell: (item) => `v${item.surveyVersion}` },
  // Collected off-line: start and end are the device's; this is when the server received it.
  { id: 'syncedAt', header: 'Sincronizada (off-line)', cell: (item) => when(item.syncedAt) },
];

export function ResponsesPanel({ campaign }: { campaign: TCampaign }) {
  const [filters, setFilters] = useState({
    status: '' as TResponseStatus | '',
    from: '',
    to: '',
    interviewerId: '',
  });
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const { filter, query: columnFilter } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data } = useCampaignResponses(campaign.id, {
    ...columnFilter,
    page: page + 1,
    pageSize: PAGE_SIZE,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    interviewerId: filters.interviewerId || undefined,
  });
  const interviewers = new Map(
    (data?.items ?? [])
      .filter((item) => item.interviewerId)
      .map((item) => [item.interviewerId ?? '', item.interviewerName ?? '']),
  );
  const set = (patch: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label="Status da resposta"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as TResponseStatus | '' })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {RESPONSE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {RESPONSE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="De"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="Até"
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label="Entrevistador"
          value={filters.interviewerId}
          onChange={(event) => set({ interviewerId: event.target.value })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {[...interviewers].map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<DownloadIcon />} onClick={() => setExporting(true)}>
          Exportar respostas
        </Button>
      </Stack>
      <Paper variant="outlined">
        <DataTable
          ariaLabel="Respostas"
          columns={COLUMNS}
          rows={data?.items}
          getRowId={(item) => item.id}
          filter={filter}
          onRowClick={(item) => setOpenId(item.id)}
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        />
      </Paper>
      {exporting && <ExportDialog campaignId={campaign.id} onClose={() => setExporting(false)} />}
      {openId && <ResponseDialog responseId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
