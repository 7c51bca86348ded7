import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TNoteLabel } from '@pesquisemais/shared';
import { useState } from 'react';
import { useNoteActions } from '../api/notes-api';

const newId = () => Math.random().toString(36).slice(2, 12);

/** Rename, add and remove the user's note labels; saving sends the whole set (update-labels). */
export function LabelsDialog({ labels, onClose }: { labels: TNoteLabel[]; onClose: () => void }) {
  const [draft, setDraft] = useState(labels.map(({ id, name }) => ({ id, name })));
  const [name, setName] = useState('');
  const { updateLabels } = useNoteActions();
  const add = () => {
    if (!name.trim()) return;
    setDraft((current) => [...current, { id: newId(), name: name.trim() }]);
    setName('');
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="labels-dialog-title">
      <DialogTitle id="labels-dialog-title">Editar etiquetas</DialogTitle>
      <DialogContent>
        {draft.map((label, index) => (
          <Box key={label.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <TextField
              size="small"
              fullWidth
              value={label.name}
              onChange={(event) =>
                setDraft((current) =>
                  current.map((item) =>
                    item.id === label.id ? { ...item, name: event.target.value } : item,
                  ),
                )
              }
              slotProps={{ htmlInput: { 'aria-label': `Etiqueta ${index + 1}` } }}
            />
            <IconButton
              aria-label={`Remover etiqueta ${label.name}`}
              onClick={() => setDraft((current) => current.filter((item) => item.id !== label.id))}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <TextField
            size="small"
            fullWidth
            label="Nova etiqueta"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button onClick={add} disabled={!name.trim()}>
            Adicionar
          </Button>
        </Box>
        {updateLabels.error && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {updateLabels.error.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={updateLabels.isPending || draft.some((label) => !label.name.trim())}
          onClick={() => updateLabels.mutate(draft, { onSuccess: onClose })}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
