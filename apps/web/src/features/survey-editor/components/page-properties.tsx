import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conditionQuestionsOf } from '@pesquisemais/shared';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';
import type { TSurveyJson, TSurveyPage } from '../model/survey-json';

type TPagePropertiesProps = {
  survey: TSurveyJson;
  pageIndex: number;
  onPatch: (patch: Partial<TSurveyPage>) => void;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A page's title and its skip logic (a page shown only when its condition holds is skipped otherwise). */
export function PageProperties({ survey, pageIndex, onPatch }: TPagePropertiesProps) {
  const page = survey.pages[pageIndex];
  if (!page) return null;
  const earlier = { pages: survey.pages.slice(0, pageIndex) };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Propriedades da página" component="section">
      <Stack spacing={2}>
        <Typography variant="subtitle1">{`Página ${pageIndex + 1}`}</Typography>
        <TextField
          label="Título da página"
          size="small"
          value={text(page.title)}
          onChange={(event) => onPatch({ title: event.target.value || undefined })}
        />
        <ConditionBuilder
          label="Exibir esta página somente quando (senão ela é pulada)"
          questions={conditionQuestionsOf(earlier)}
          expression={text(page.visibleIf)}
          onChange={(expression) => onPatch({ visibleIf: expression || undefined })}
        />
      </Stack>
    </Paper>
  );
}
