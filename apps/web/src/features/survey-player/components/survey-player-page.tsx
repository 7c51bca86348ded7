import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { usePlayCampaign, usePlaySurveys } from '../api/survey-player-api';
import { EndPage } from './end-page';
import { OfflineInterview } from './offline-interview';
import { PlayerSession } from './player-session';

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
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        {data.campaign.name}
      </Typography>
      <PlayerSession data={data} />
    </Box>
  );
}
