import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TNote } from '@pesquisemais/shared';
import { useState } from 'react';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { useNoteActions, useNoteLabels } from '../api/notes-api';
import { NoteChecklistEditor } from './note-checklist-editor';

type TDraft = Omit<TNote, 'id' | 'time'> & { id?: string };
const EMPTY: TDraft = {
  title: '',
  description: '',
  archive: false,
  image: '',
  reminder: null,
  checklist: [],
  labels: [],
};

/** New or edit a note: title, text, checklist, image address, reminder, labels; archive or remove it. */
export function NoteDialog({ note, onClose }: { note: TNote | TDraft; onClose: () => void }) {
  const [draft, setDraft] = useState<TDraft>(() => {
    const { time: _time, ...fields } = { time: '', ...EMPTY, ...note };
    return fields;
  });
  const { data: labels } = useNoteLabels();
  const { save, remove } = useNoteActions();
  const isNew = !draft.id;
  const set = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const hasContent = Boolean(
    draft.title.trim() || draft.description.trim() || draft.checklist.length > 0 || draft.image.trim(),
  );
  const submit = (patch: Partial<TDraft> = {}) =>
    save.mutate({ ...draft, ...patch, image: draft.image.trim() }, { onSuccess: onClose });
  const toggleLabel = (id: string) =>
    set({ labels: draft.labels.includes(id) ? draft.labels.filter((l) => l !== id) : [...draft.labels, id] });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="note-dialog-title">
      <DialogTitle id="note-dialog-title">{isNew ? 'Nova nota' : 'Editar nota'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Título"
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
          />
          <TextField
            label="Texto"
            multiline
            minRows={3}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          <NoteChecklistEditor items={draft.checklist} onChange={(checklist) => set({ checklist })} />
          <TextField
            label="Imagem (endereço)"
            placeholder="https://… ou /assets/…"
            helperText="Imagens de outros sites podem ser bloqueadas pela política de segurança da página."
            value={draft.image}
            onChange={(event) => set({ image: event.target.value })}
          />
          <TextField
            label="Lembrete"
            type="datetime-local"
            value={toLocalInput(draft.reminder)}
            onChange={(event) => set({ reminder: fromLocalInput(event.target.value) })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {(labels ?? []).length > 0 && (
            <FormGroup row aria-label="Etiquetas">
              <Typography variant="body2" sx={{ width: '100%' }}>
                Etiquetas
              </Typography>
              {(labels ?? []).map((label) => (
                <FormControlLabel
                  key={label.id}
                  label={label.name}
                  control={
                    <Checkbox
                      checked={draft.labels.includes(label.id)}
                      onChange={() => toggleLabel(label.id)}
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
          {save.error && (
            <Typography color="error" role="alert">
              {save.error.message}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {draft.id && (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() => draft.id && remove.mutate(draft.id, { onSuccess: onClose })}
          >
            Remover
          </Button>
        )}
        {!isNew && (
          <Button onClick={() => submit({ archive: !draft.archive })} disabled={save.isPending}>
            {draft.archive ? 'Desarquivar' : 'Arquivar'}
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!hasContent || save.isPending} onClick={() => submit()}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
