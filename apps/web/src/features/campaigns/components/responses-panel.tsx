import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  type TCampaign,
  type TResponseStatus,
} from '@pesquisemais/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { PagedTableFooter } from '@/components/paged-table-footer';
import { useCampaignResponses, useDownloadExport } from '../api/responses-api';
import { ResponseDialog } from './response-dialog';

const when = (value: string | null) => (value ? format(new Date(value), 'dd/MM/yyyy HH:mm') : '—');

export function ResponsesPanel({ campaign }: { campaign: TCampaign }) {
  const [filters, setFilters] = useState({
    status: '' as TResponseStatus | '',
    from: '',
    to: '',
    interviewerId: '',
  });
  const [page, setPage] = useState(0);
  const [withLabels, setWithLabels] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const exportResponses = useDownloadExport();
  const { data } = useCampaignResponses(campaign.id, {
    page: page + 1,
    pageSize: 20,
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
  const handleExport = (fileFormat: 'csv' | 'xlsx') =>
    exportResponses.mutate({ campaignId: campaign.id, format: fileFormat, labels: withLabels });

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
        <FormControlLabel
          control={<Switch checked={withLabels} onChange={(event) => setWithLabels(event.target.checked)} />}
          label="Rótulos das opções"
        />
        <Button startIcon={<DownloadIcon />} onClick={() => handleExport('csv')}>
          Exportar CSV
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => handleExport('xlsx')}>
          Exportar XLSX
        </Button>
      </Stack>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Respostas">
            <TableHead>
              <TableRow>
                <TableCell>Respondente</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Entrevistador</TableCell>
                <TableCell>Início</TableCell>
                <TableCell>Conclusão</TableCell>
                <TableCell>Versão</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((item) => (
                <TableRow key={item.id} hover onClick={() => setOpenId(item.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{item.respondentName ?? 'Anônimo'}</TableCell>
                  <TableCell>{RESPONSE_STATUS_LABELS[item.status]}</TableCell>
                  <TableCell>{item.interviewerName ?? '—'}</TableCell>
                  <TableCell>{when(item.startedAt)}</TableCell>
                  <TableCell>{when(item.completedAt)}</TableCell>
                  <TableCell>{`v${item.surveyVersion}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <PagedTableFooter total={data?.total ?? 0} page={page} onPageChange={setPage} />
      </Paper>
      {openId && <ResponseDialog responseId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
