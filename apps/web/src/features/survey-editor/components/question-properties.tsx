import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conditionQuestionsOf } from '@pesquisemais/shared';
import { useState } from 'react';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';
import { pipeInto } from '../model/logic';
import { hasChoices, kindLabel } from '../model/question-types';
import { questionsBefore, type TSurveyElement, type TSurveyJson } from '../model/survey-json';
import { requiredPatch } from '../model/validators';
import { ChoicesEditor } from './choices-editor';
import { PipingMenu } from './piping-menu';
import { TypeSpecificEditor } from './type-specific-editor';
import { ValidatorsEditor } from './validators-editor';

type TQuestionPropertiesProps = {
  survey: TSurveyJson;
  element: TSurveyElement;
  onPatch: (patch: Record<string, unknown>) => void;
  /** Renames the question; returns a message when the name is refused. */
  onRename: (name: string) => string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Everything about one question: texts, required, choices, validators, visibility. */
export function QuestionProperties({ survey, element, onPatch, onRename }: TQuestionPropertiesProps) {
  const [name, setName] = useState(element.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const isInfo = element.type === 'html';
  const earlier = questionsBefore(survey, element.name);

  const commitName = () => {
    const trimmed = name.trim();
    if (trimmed === element.name) return setNameError(null);
    if (!/^[\p{L}\w-]+$/u.test(trimmed)) return setNameError('Use letras, números, _ ou -, sem espaços.');
    setNameError(onRename(trimmed));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Propriedades da pergunta" component="section">
      <Stack spacing={2}>
        <Typography variant="subtitle1">{kindLabel(element)}</Typography>
        <TextField
          label="Nome (código da variável)"
          size="small"
          value={name}
          error={nameError !== null}
          helperText={nameError ?? 'Usado nas condições, no piping e na exportação'}
          onChange={(event) => setName(event.target.value)}
          onBlur={commitName}
        />
        {!isInfo && (
          <>
            <Stack spacing={0.5}>
              <TextField
                label="Título"
                size="small"
                multiline
                value={text(element.title)}
                onChange={(event) => onPatch({ title: event.target.value })}
              />
              <PipingMenu
                questions={earlier}
                onPick={(picked) => onPatch({ title: pipeInto(text(element.title), picked) })}
              />
            </Stack>
            <TextField
              label="Descrição"
              size="small"
              multiline
              value={text(element.description)}
              onChange={(event) => onPatch({ description: event.target.value || undefined })}
            />
            {element.type !== 'expression' && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={element.isRequired === true}
                      onChange={(event) =>
                        onPatch(requiredPatch(event.target.checked, text(element.requiredErrorText)))
                      }
                    />
                  }
                  label="Obrigatória"
                />
                {element.isRequired === true && (
                  <TextField
                    label="Mensagem de obrigatoriedade"
                    size="small"
                    value={text(element.requiredErrorText)}
                    onChange={(event) => onPatch({ requiredErrorText: event.target.value || undefined })}
                    sx={{ flex: 1 }}
                  />
                )}
              </Stack>
            )}
          </>
        )}
        {hasChoices(element) && <ChoicesEditor element={element} onPatch={onPatch} />}
        <TypeSpecificEditor element={element} onPatch={onPatch} />
        <ValidatorsEditor element={element} onPatch={onPatch} />
        <Divider />
        <ConditionBuilder
          label="Mostrar esta pergunta somente quando"
          questions={conditionQuestionsOf({ pages: [{ elements: earlier }] })}
          expression={text(element.visibleIf)}
          onChange={(expression) => onPatch({ visibleIf: expression || undefined })}
        />
      </Stack>
    </Paper>
  );
}
