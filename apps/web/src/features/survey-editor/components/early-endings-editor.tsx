import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type TConditionQuestion,
  TRIGGER_END_AS,
  TRIGGER_END_AS_LABELS,
  type TTriggerEndAs,
} from '@pesquisemais/shared';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';
import { getEarlyEndings, setEarlyEndings, type TEarlyEnding } from '../model/early-endings';
import type { TSurveyJson } from '../model/survey-json';

type TEarlyEndingsEditorProps = {
  survey: TSurveyJson;
  questions: TConditionQuestion[];
  onChange: (survey: TSurveyJson) => void;
};

/** The survey's early endings: each ends it when a condition holds, as a screen-out or as complete. */
export function EarlyEndingsEditor({ survey, questions, onChange }: TEarlyEndingsEditorProps) {
  const endings = getEarlyEndings(survey);
  const write = (next: TEarlyEnding[]) => onChange(setEarlyEndings(survey, next));
  const update = (index: number, patch: Partial<TEarlyEnding>) =>
    write(endings.map((ending, at) => (at === index ? { ...ending, ...patch } : ending)));

  return (
    <Stack spacing={1} component="section" aria-label="Encerramentos antecipados">
      <Typography variant="subtitle2">Encerramentos antecipados</Typography>
      <Typography variant="body2" color="text.secondary">
        A pesquisa termina assim que a condição vale. "Filtrada" conta como screen-out; "Completa" conta nas
        cotas e nos painéis como uma resposta completa.
      </Typography>
      {endings.map((ending, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: endings have no identity besides their place.
          key={index}
          variant="outlined"
          sx={{ p: 1.5 }}
        >
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={`Encerramento ${index + 1}: terminar como`}
                value={ending.endAs}
                onChange={(event) => update(index, { endAs: event.target.value as TTriggerEndAs })}
                sx={{ minWidth: { xs: 0, sm: 240 }, flex: { xs: 1, sm: 'initial' } }}
              >
                {TRIGGER_END_AS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {TRIGGER_END_AS_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                size="small"
                aria-label={`Remover encerramento ${index + 1}`}
                onClick={() => write(endings.filter((_, at) => at !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            <ConditionBuilder
              label={`Encerramento ${index + 1}: encerrar quando`}
              questions={questions}
              expression={ending.expression}
              onChange={(expression) => update(index, { expression })}
            />
            {ending.expression.trim() === '' && (
              <Typography variant="caption" color="text.secondary">
                Sem condição, este encerramento não é usado.
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => write([...endings, { expression: '', endAs: 'screenout' }])}
        >
          Adicionar encerramento
        </Button>
      </div>
    </Stack>
  );
}
