import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TTodo } from '@pesquisemais/shared';
import { useState } from 'react';
import { useAppMenus } from '@/lib/template-app-menus';
import { useSaveTodo } from '../api/save-todo';
import { useTodoActions } from '../api/todo-selection-actions';
import { fromLocalInput, toLocalInput } from './todo-format';

const EMPTY: Omit<TTodo, 'id'> = {
  title: '',
  notes: '',
  startDate: null,
  dueDate: null,
  completed: false,
  starred: false,
  important: false,
  deleted: false,
  labels: [],
};

/** New or edit a task: title, notes, dates, labels, flags; an existing task can be removed (softly). */
export function TodoDialog({ todo, onClose }: { todo: TTodo | 'new'; onClose: () => void }) {
  const [draft, setDraft] = useState<Omit<TTodo, 'id'> & { id?: string }>(todo === 'new' ? EMPTY : todo);
  const { labels } = useAppMenus('todo-app');
  const save = useSaveTodo();
  const { removeOne } = useTodoActions();
  const set = (change: Partial<TTodo>) => setDraft((current) => ({ ...current, ...change }));
  const isNew = todo === 'new';
  const flag = (key: 'completed' | 'starred' | 'important', label: string) => (
    <FormControlLabel
      control={<Checkbox checked={draft[key]} onChange={(event) => set({ [key]: event.target.checked })} />}
      label={label}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="todo-dialog-title">
      <DialogTitle id="todo-dialog-title">{isNew ? 'Nova tarefa' : 'Editar tarefa'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Título"
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
            required
          />
          <TextField
            label="Anotações"
            value={draft.notes}
            onChange={(event) => set({ notes: event.target.value })}
            multiline
            minRows={3}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Início"
              type="datetime-local"
              value={toLocalInput(draft.startDate)}
              onChange={(event) => set({ startDate: fromLocalInput(event.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label="Prazo"
              type="datetime-local"
              value={toLocalInput(draft.dueDate)}
              onChange={(event) => set({ dueDate: fromLocalInput(event.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <TextField
            select
            label="Etiquetas"
            value={draft.labels}
            onChange={(event) => set({ labels: event.target.value as unknown as string[] })}
            slotProps={{ select: { multiple: true } }}
          >
            {labels.map((label) => (
              <MenuItem key={label.id} value={label.id}>
                {label.title}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {flag('completed', 'Concluída')}
            {flag('important', 'Prioridade')}
            {flag('starred', 'Com estrela')}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {!isNew && !draft.deleted && (
          <Button
            color="error"
            onClick={() => removeOne.mutate(todo.id, { onSuccess: onClose })}
            sx={{ mr: 'auto' }}
          >
            Excluir
          </Button>
        )}
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={!draft.title.trim() || save.isPending}
          onClick={() => save.mutate(draft, { onSuccess: onClose })}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
