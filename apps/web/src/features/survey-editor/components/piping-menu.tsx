import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { questionLabel, type TSurveyElement } from '../model/survey-json';

type TPipingMenuProps = { questions: TSurveyElement[]; onPick: (name: string) => void };

/** Inserts {earlier} into a title: SurveyJS shows that answer there. */
export function PipingMenu({ questions, onPick }: TPipingMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={questions.length === 0}
      >
        Inserir resposta anterior
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {questions.map((question) => (
          <MenuItem
            key={question.name}
            onClick={() => {
              onPick(question.name);
              setAnchor(null);
            }}
          >
            {`{${question.name}} — ${questionLabel(question)}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
