import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RECIPIENT_STATUS_LABELS,
  RECIPIENT_STATUSES,
  type TMailingRecipient,
  type TRecipientStatus,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { useJobRecipients } from '../api/jobs-api';
import { formatDateTime } from '../format';

const PAGE_SIZE = 20;

const COLUMNS: TDataTableColumn<TMailingRecipient>[] = [
  { id: 'name', header: 'Nome', cell: (row) => row.name },
  { id: 'email', header: 'E-mail', cell: (row) => row.email },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <Typography variant="body2">{RECIPIENT_STATUS_LABELS[row.status]}</Typography>
        {row.error && (
          <Typography variant="caption" color="error">
            {row.error}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'attempts', header: 'Tentativas', align: 'right', cell: (row) => row.attempts },
  { id: 'sentAt', header: 'Enviado em', cell: (row) => formatDateTime(row.sentAt) },
];

/** The job's recipients and where each one is (na fila, enviado, falhou, devolvido, ... respondeu). */
export function RecipientTable({ jobId }: { jobId: string }) {
  const [status, setStatus] = useState<TRecipientStatus | ''>('');
  const [page, setPage] = useState(0);
  const { data, error, isPending } = useJobRecipients(jobId, status, page + 1, PAGE_SIZE);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Destinatários
        </Typography>
        <TextField
          select
          size="small"
          label="Status do destinatário"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TRecipientStatus | '');
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {RECIPIENT_STATUSES.map((item) => (
            <MenuItem key={item} value={item}>
              {RECIPIENT_STATUS_LABELS[item]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        ariaLabel="Destinatários do envio"
        columns={COLUMNS}
        rows={data?.items}
        getRowId={(row) => row.id}
        isLoading={isPending}
        error={error}
        emptyText="Nenhum destinatário neste status."
        paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
    </Paper>
  );
}
