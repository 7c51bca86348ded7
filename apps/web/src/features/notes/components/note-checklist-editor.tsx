import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { TNoteChecklistItem } from '@pesquisemais/shared';
import { useState } from 'react';

const newId = () => Math.random().toString(36).slice(2, 12);

/** The checklist of a note: tick, rename, remove, and add an item with Enter or the button. */
export function NoteChecklistEditor({
  items,
  onChange,
}: {
  items: TNoteChecklistItem[];
  onChange: (items: TNoteChecklistItem[]) => void;
}) {
  const [text, setText] = useState('');
  const set = (id: string, patch: Partial<TNoteChecklistItem>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const add = () => {
    if (!text.trim()) return;
    onChange([...items, { id: newId(), checked: false, text: text.trim() }]);
    setText('');
  };
  return (
    <Box>
      {items.map((item, index) => (
        <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Checkbox
            checked={item.checked}
            onChange={(event) => set(item.id, { checked: event.target.checked })}
            slotProps={{ input: { 'aria-label': `Concluir item ${index + 1}` } }}
          />
          <TextField
            variant="standard"
            fullWidth
            value={item.text}
            onChange={(event) => set(item.id, { text: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `Item ${index + 1} da lista` } }}
          />
          <IconButton
            aria-label={`Remover item ${index + 1}`}
            onClick={() => onChange(items.filter((other) => other.id !== item.id))}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Novo item da lista"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={!text.trim()}>
          Adicionar
        </Button>
      </Box>
    </Box>
  );
}
