import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_MODE_LABELS, type TPlaySurveyItem } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { TStoredCampaign } from '@/lib/offline-interviews/offline-types';
import { useOnline } from '@/lib/offline-interviews/use-online';
import { useOfflineDevice, useRefreshStored } from '../api/offline-device';
import { usePlaySurveys } from '../api/survey-player-api';
import { NEW_INTERVIEW } from './offline-interview';
import { OfflineSection } from './offline-section';
import { OfflineToggle } from './offline-toggle';

const PAGE_SIZE = 12;

const offlineStart = (item: Pick<TStoredCampaign, 'surveyId' | 'campaignId'>) =>
  `/apps/surveyplayer/${item.surveyId}?campaign=${item.campaignId}&entrevista=${NEW_INTERVIEW}`;

/** What the device keeps of a campaign, shown as its card when the list cannot be fetched. */
const storedItem = (stored: TStoredCampaign): TPlaySurveyItem => ({
  campaignId: stored.campaignId,
  campaignName: stored.campaignName,
  surveyId: stored.surveyId,
  surveyTitle: stored.surveyTitle,
  mode: 'interview',
  closesAt: null,
  canInterview: true,
  canRespond: false,
  hasPartial: false,
});

/** /apps/surveyplayer — the surveys open to the signed-in user; with no connection, those kept off-line. */
export default function PlayerListPage() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const { data, error, isPending } = usePlaySurveys(page, PAGE_SIZE);
  const device = useOfflineDevice(user.uuid);
  const stored = new Set(device.campaigns.map((campaign) => campaign.campaignId));
  const isOnline = useOnline();
  // With no connection the query waits paused (no error): the device's campaigns stand in for the list.
  const isUnreachable = !isOnline || (error instanceof ApiError && error.status === 0);
  const items = isUnreachable ? device.campaigns.map(storedItem) : (data?.items ?? []);
  useRefreshStored(user.uuid, isUnreachable ? undefined : data?.items, [...stored]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Pesquisas abertas
      </Typography>
      <OfflineSection userId={user.uuid} device={device} />
      {isPending && !isUnreachable && <LoadingIndicator />}
      {error && !isUnreachable && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {(!isPending || isUnreachable) && items.length === 0 && (
        <Typography color="text.secondary">Nenhuma pesquisa aberta para você no momento.</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {items.map((item) => {
          const to = `/apps/surveyplayer/${item.surveyId}?campaign=${item.campaignId}`;
          const isStored = stored.has(item.campaignId);
          return (
            <Card key={item.campaignId} variant="outlined" data-campaign={item.campaignId}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {item.surveyTitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${item.campaignName} · ${CAMPAIGN_MODE_LABELS[item.mode]}`}
                </Typography>
                {item.closesAt && (
                  <Typography variant="body2" color="text.secondary">
                    {`Até ${format(new Date(item.closesAt), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR })}`}
                  </Typography>
                )}
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap' }}>
                {item.canRespond && (
                  <Button component={RouterLink} to={to} variant="contained" size="small">
                    {item.hasPartial ? 'Continuar' : 'Responder'}
                  </Button>
                )}
                {item.canInterview && (
                  <Button component={RouterLink} to={isStored ? offlineStart(item) : to} size="small">
                    Iniciar entrevista
                  </Button>
                )}
                {item.canInterview && !isUnreachable && device.isLoaded && (
                  <OfflineToggle userId={user.uuid} item={item} isStored={isStored} />
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
      {data && !isUnreachable && data.total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          page={page}
          count={Math.ceil(data.total / PAGE_SIZE)}
          onChange={(_, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
