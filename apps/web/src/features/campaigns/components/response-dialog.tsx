import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESPONSE_STATUS_LABELS } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCorrectResponse, useDeleteResponse, useResponseDetail } from '../api/responses-api';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

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
  const { data, error, isPending } = useResponseDetail(responseId);
  const correct = useCorrectResponse(responseId);
  const remove = useDeleteResponse();
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const handleCorrect = () =>
    correct.mutate(
      { answers: { [field]: readValue(value) }, reason },
      {
        onSuccess: () => {
          notify('Resposta corrigida.', 'success');
          setValue('');
          setReason('');
        },
      },
    );

  const handleDelete = () =>
    remove.mutate(responseId, {
      onSuccess: () => {
        notify('Resposta excluída.', 'success');
        onClose();
      },
    });

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
            <TableContainer>
              <Table size="small" aria-label="Respostas dadas">
                <TableBody>
                  {Object.entries(data.answers).map(([name, answer]) => (
                    <TableRow key={name}>
                      <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                      <TableCell>{show(answer)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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
              <Button variant="outlined" disabled={!field} onClick={handleCorrect}>
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
          onClick={() => (isConfirmingDelete ? handleDelete() : setIsConfirmingDelete(true))}
        >
          {isConfirmingDelete ? 'Confirmar exclusão' : 'Excluir resposta'}
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
