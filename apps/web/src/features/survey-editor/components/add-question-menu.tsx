import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { QUESTION_KINDS, type TQuestionKind } from '../model/question-types';

export function AddQuestionMenu({ label, onAdd }: { label: string; onAdd: (kind: TQuestionKind) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
      >
        Pergunta
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {QUESTION_KINDS.map((kind) => (
          <MenuItem
            key={kind.id}
            onClick={() => {
              onAdd(kind.id);
              setAnchor(null);
            }}
          >
            {kind.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
