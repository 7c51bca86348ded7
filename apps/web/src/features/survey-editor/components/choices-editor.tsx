import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { choiceOptionsPatch, formatChoiceList, parseChoiceList, readChoiceOptions } from '../model/choices';
import type { TSurveyElement } from '../model/survey-json';

type TChoicesEditorProps = { element: TSurveyElement; onPatch: (patch: Record<string, unknown>) => void };

/** Choices pasted one per line ("código|Texto" for a code), plus 'Outro' and random order. */
export function ChoicesEditor({ element, onPatch }: TChoicesEditorProps) {
  const [text, setText] = useState(() => formatChoiceList(element.choices));
  const options = readChoiceOptions(element);
  const canHaveOther = element.type !== 'ranking';

  return (
    <Stack spacing={1}>
      <TextField
        label="Opções (uma por linha)"
        multiline
        minRows={3}
        size="small"
        value={text}
        helperText="Cole uma lista; use código|Texto para definir um código"
        onChange={(event) => {
          setText(event.target.value);
          onPatch({ choices: parseChoiceList(event.target.value) });
        }}
      />
      <Stack direction="row" spacing={2}>
        {canHaveOther && (
          <FormControlLabel
            control={
              <Checkbox
                checked={options.hasOther}
                onChange={(event) =>
                  onPatch(choiceOptionsPatch({ ...options, hasOther: event.target.checked }))
                }
              />
            }
            label="Opção 'Outro'"
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={options.isRandom}
              onChange={(event) =>
                onPatch(choiceOptionsPatch({ ...options, isRandom: event.target.checked }))
              }
            />
          }
          label="Ordem aleatória"
        />
      </Stack>
    </Stack>
  );
}
