import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conditionQuestionsOf } from '@pesquisemais/shared';
import type { TSurveyJson } from '../model/survey-json';
import { EarlyEndingsEditor } from './early-endings-editor';

type TSurveySettingsProps = { survey: TSurveyJson; onChange: (survey: TSurveyJson) => void };

/** Title shown to respondents and the early endings (screen-out or complete). */
export function SurveySettings({ survey, onChange }: TSurveySettingsProps) {
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
        <EarlyEndingsEditor survey={survey} questions={conditionQuestionsOf(survey)} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
