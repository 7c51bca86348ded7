import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { usePlayCampaign, usePlaySurveys } from '../api/survey-player-api';
import { EndPage } from './end-page';
import { OfflineInterview } from './offline-interview';
import { PlayerSession } from './player-session';

/**
 * The title a respondent sees: the questionnaire's own (its pt-BR text when it has several), never the
 * campaign's name, which is the team's internal label ('Onda 2 - cardiologistas SP').
 */
export function respondentTitle(schema: unknown): string {
  const title = (schema as { title?: unknown } | null)?.title;
  if (typeof title === 'string') return title.trim() || 'Pesquisa';
  if (title && typeof title === 'object') {
    const texts = title as Record<string, unknown>;
    for (const locale of ['pt-br', 'pt', 'default']) {
      const text = texts[locale];
      if (typeof text === 'string' && text.trim()) return text.trim();
    }
  }
  return 'Pesquisa';
}

function RespondentHeader({ title }: { title: string }) {
  return (
    <Box component="header" sx={{ textAlign: 'center', py: 1 }}>
      <Typography variant="overline" color="text.secondary" component="p" data-testid="respondent-title">
        {title}
      </Typography>
    </Box>
  );
}

/** Without ?campaign=, the first open campaign of this survey. */
function useCampaignId(surveyId: string, fromQuery: string | null) {
  const list = usePlaySurveys(1, 100, !fromQuery);
  if (fromQuery) return { campaignId: fromQuery, isPending: false };
  const match = list.data?.items.find((item) => item.surveyId === surveyId);
  return { campaignId: match?.campaignId ?? null, isPending: list.isPending };
}

/** /apps/surveyplayer/:surveyId?campaign=&t= — plays one campaign's survey (&entrevista=: on the device). */
export default function SurveyPlayerPage() {
  const [search] = useSearchParams();
  const campaign = search.get('campaign');
  const interviewId = search.get('entrevista');
  if (campaign && interviewId) return <OfflineInterview campaignId={campaign} interviewId={interviewId} />;
  return <OnlinePlayer />;
}

function OnlinePlayer() {
  const { surveyId = '' } = useParams();
  const [search] = useSearchParams();
  const { campaignId, isPending: isFinding } = useCampaignId(surveyId, search.get('campaign'));
  const { data, error, isPending } = usePlayCampaign(campaignId ?? '');

  if (isFinding) return <LoadingIndicator />;
  if (!campaignId) return <EndPage kind="closed" message="Nenhuma campanha aberta para esta pesquisa." />;
  if (isPending) return <LoadingIndicator />;
  if (error) return <EndPage kind="closed" message={getErrorMessage(error)} />;

  return (
    <Box component="main" sx={{ p: { xs: 1, md: 3 } }}>
      <RespondentHeader title={respondentTitle(data.version.schema)} />
      <PlayerSession data={data} />
    </Box>
  );
}
