import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TCalendarEvent } from '@pesquisemais/shared';
import { useState } from 'react';
import { useEventMutations } from '../api/event-mutations';
import { fromSaoPauloInput, toSaoPauloInput } from './sao-paulo-input';

export type TEventDraft = Omit<TCalendarEvent, 'id'> & { id?: string };

/** New (from a selected slot) or edit an event: title, all day, start, end (São Paulo time), description. */
export function EventDialog({ initial, onClose }: { initial: TEventDraft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const { save, remove } = useEventMutations();
  const set = (change: Partial<TEventDraft>) => setDraft((current) => ({ ...current, ...change }));
  const dateInput = (key: 'start' | 'end', label: string) => (
    <TextField
      label={label}
      type={draft.allDay ? 'date' : 'datetime-local'}
      value={toSaoPauloInput(draft[key], draft.allDay)}
      onChange={(event) => {
        const iso = fromSaoPauloInput(event.target.value);
        if (iso) set({ [key]: iso });
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  const isBackwards = Date.parse(draft.end) < Date.parse(draft.start);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
      <DialogTitle id="event-dialog-title">{draft.id ? 'Editar evento' : 'Novo evento'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Título"
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
            required
          />
          <FormControlLabel
            control={
              <Checkbox checked={draft.allDay} onChange={(event) => set({ allDay: event.target.checked })} />
            }
            label="Dia inteiro"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {dateInput('start', 'Início')}
            {dateInput('end', 'Fim')}
          </Stack>
          <TextField
            label="Descrição"
            value={draft.desc}
            onChange={(event) => set({ desc: event.target.value })}
            multiline
            minRows={2}
            error={isBackwards}
            helperText={isBackwards ? 'O fim do evento não pode ser antes do início' : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {draft.id && (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() => draft.id && remove.mutate(draft.id, { onSuccess: onClose })}
          >
            Excluir
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!draft.title.trim() || isBackwards || save.isPending}
          onClick={() => save.mutate(draft, { onSuccess: onClose })}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
