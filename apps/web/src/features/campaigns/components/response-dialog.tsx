import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseFileReference, RESPONSE_STATUS_LABELS } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  useCorrectResponse,
  useDeleteResponse,
  useDownloadResponseFile,
  useResponseDetail,
} from '../api/responses-api';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type TFileAnswer = { name: string; fileId: string; responseId: string };

/** The uploaded files an answer points at (file questions keep { name, type, content: reference }). */
function filesOf(answer: unknown): TFileAnswer[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => {
    const reference = parseFileReference((item as { content?: unknown } | null)?.content);
    const name = (item as { name?: unknown }).name;
    return reference ? [{ ...reference, name: typeof name === 'string' ? name : 'arquivo' }] : [];
  });
}

function AnswerCell({ answer }: { answer: unknown }) {
  const download = useDownloadResponseFile();
  const files = filesOf(answer);
  if (files.length === 0) return <>{show(answer)}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {files.map((file) => (
        <Button
          key={file.fileId}
          size="small"
          variant="outlined"
          aria-label={`Baixar ${file.name}`}
          onClick={() => download.mutate(file)}
        >
          {`Baixar ${file.name}`}
        </Button>
      ))}
    </Stack>
  );
}

const ANSWER_COLUMNS: TDataTableColumn<[string, unknown]>[] = [
  { id: 'question', header: 'Pergunta', cell: ([name]) => name, cellSx: { fontWeight: 600 } },
  { id: 'answer', header: 'Resposta', cell: ([, answer]) => <AnswerCell answer={answer} /> },
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
