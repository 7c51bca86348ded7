import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { LazySurveyRunner } from '@/components/survey-runner/lazy-survey-runner';
import { useSurveySteps } from '../api/get-survey-steps';

type TLoosePage = Record<string, unknown> & { elements?: Record<string, unknown>[] };

/** Every page and question shown, conditions aside, so the whole questionnaire can be studied. */
function withEverythingVisible(schema: { pages: TLoosePage[] }) {
  return {
    ...schema,
    pages: schema.pages.map(({ visibleIf: _page, ...page }) => ({
      ...page,
      elements: (page.elements ?? []).map(({ visibleIf: _question, ...element }) => element),
    })),
  };
}

/** /apps/coleta/questionarios/:courseId/:courseHandle? — read-only, one page per step. */
export default function QuestionnaireStepsPage() {
  const { courseId = '' } = useParams();
  const { data, error, isPending } = useSurveySteps(courseId);
  const [step, setStep] = useState(0);
  const json = useMemo(
    () => (data ? withEverythingVisible(data.schema as { pages: TLoosePage[] }) : null),
    [data],
  );

  if (isPending) return <LoadingIndicator />;
  if (error || !json) return <QueryError error={error} />;
  const total = Math.max(json.pages.length, 1);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {data.survey.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data.version === null ? 'Rascunho (ainda não publicado)' : `Versão publicada ${data.version}`} ·
        leitura
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / total) * 100}
          sx={{ flex: 1 }}
          aria-label="Progresso"
        />
        <Typography variant="body2">{`Página ${step + 1} de ${total}`}</Typography>
      </Stack>
      <LazySurveyRunner json={json} isReadOnly showNavigation={false} pageNo={step} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Button variant="outlined" disabled={step === 0} onClick={() => setStep((value) => value - 1)}>
          Anterior
        </Button>
        <Button
          variant="contained"
          disabled={step >= total - 1}
          onClick={() => setStep((value) => value + 1)}
        >
          Próximo
        </Button>
      </Stack>
    </Box>
  );
}
