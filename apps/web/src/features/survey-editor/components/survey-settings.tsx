import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conditionQuestionsOf } from '@pesquisemais/shared';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';
import { getScreenOuts, setScreenOuts } from '../model/logic';
import type { TSurveyJson } from '../model/survey-json';

type TSurveySettingsProps = { survey: TSurveyJson; onChange: (survey: TSurveyJson) => void };

/** Title shown to respondents and the screen-out rule (ends the survey as 'Filtrada'). */
export function SurveySettings({ survey, onChange }: TSurveySettingsProps) {
  const screenOut = getScreenOuts(survey)[0] ?? '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Configurações do questionário" component="section">
      <Stack spacing={2}>
        <Typography variant="subtitle1">Questionário</Typography>
        <TextField
          label="Título exibido ao respondente"
          size="small"
          value={typeof survey.title === 'string' ? survey.title : ''}
          onChange={(event) => onChange({ ...survey, title: event.target.value })}
        />
        <ConditionBuilder
          label="Encerrar como filtrado (screen-out) quando"
          questions={conditionQuestionsOf(survey)}
          expression={screenOut}
          onChange={(expression) => onChange(setScreenOuts(survey, [expression]))}
        />
      </Stack>
    </Paper>
  );
}
