import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESPONSE_STATUS_LABELS } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { correctResponse, deleteResponse, useResponseDetail } from '../api/responses-api';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const ANSWER_COLUMNS: TDataTableColumn<[string, unknown]>[] = [
  { id: 'question', header: 'Pergunta', cell: ([name]) => name, cellSx: { fontWeight: 600 } },
  { id: 'answer', header: 'Resposta', cell: ([, answer]) => show(answer) },
];

/** Typed JSON when it parses (numbers, lists, booleans), else the text itself. */
function readValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One response in full, with correction (audited) and soft delete. */
export function ResponseDialog({ responseId, onClose }: { responseId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useResponseDetail(responseId);
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['campaigns'] });

  const handleCorrect = async () => {
    try {
      const updated = await correctResponse(responseId, { answers: { [field]: readValue(value) }, reason });
      queryClient.setQueryData(['responses', 'detail', responseId], updated);
      notify('Resposta corrigida.', 'success');
      setValue('');
      setReason('');
      await refresh();
    } catch (caught) {
      notify(getErrorMessage(caught), 'error');
    }
  };

  const handleDelete = async () => {
    try {
      await deleteResponse(responseId);
      notify('Resposta excluída.', 'success');
      await refresh();
      onClose();
    } catch (caught) {
      notify(getErrorMessage(caught), 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{data ? `Resposta · ${RESPONSE_STATUS_LABELS[data.status]}` : 'Resposta'}</DialogTitle>
      <DialogContent>
        {isPending && <LoadingIndicator />}
        {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
        {data && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {`${data.respondentName ?? 'Anônimo'}${data.isInterview ? ` · entrevista de ${data.interviewerName ?? '—'}` : ''} · versão ${data.surveyVersion}`}
            </Typography>
            <DataTable
              ariaLabel="Respostas dadas"
              columns={ANSWER_COLUMNS}
              rows={Object.entries(data.answers)}
              getRowId={([name]) => name}
              hideHeader
            />
            <Typography variant="subtitle2">Corrigir</Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label="Pergunta"
                value={field}
                onChange={(event) => setField(event.target.value)}
                sx={{ minWidth: 160 }}
              >
                {Object.keys(data.answers).map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label="Novo valor"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
              <TextField
                size="small"
                label="Motivo"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                sx={{ flex: 1 }}
              />
              <Button variant="outlined" disabled={!field} onClick={() => void handleCorrect()}>
                Salvar correção
              </Button>
            </Stack>
            <Typography variant="subtitle2">Histórico de alterações</Typography>
            {data.audit.length === 0 && <Typography variant="body2">Nenhuma correção.</Typography>}
            {data.audit.map((entry) => (
              <Typography key={entry.id} variant="body2">
                {`${format(new Date(entry.changedAt), 'dd/MM/yyyy HH:mm')} · ${entry.changedBy ?? '—'} · ${entry.field}: ${show(entry.oldValue)} → ${show(entry.newValue)} (${entry.reason})`}
              </Typography>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() => (isConfirmingDelete ? void handleDelete() : setIsConfirmingDelete(true))}
        >
          {isConfirmingDelete ? 'Confirmar exclusão' : 'Excluir resposta'}
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
