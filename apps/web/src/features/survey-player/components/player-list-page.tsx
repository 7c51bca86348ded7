import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_MODE_LABELS } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { usePlaySurveys } from '../api/survey-player-api';

const PAGE_SIZE = 12;

/** /apps/surveyplayer — the surveys open to the signed-in user. */
export default function PlayerListPage() {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = usePlaySurveys(page, PAGE_SIZE);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Pesquisas abertas
      </Typography>
      {isPending && <LoadingIndicator />}
      {error && <Typography color="error">{getErrorMessage(error)}</Typography>}
      {data && data.items.length === 0 && (
        <Typography color="text.secondary">Nenhuma pesquisa aberta para você no momento.</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {data?.items.map((item) => {
          const to = `/apps/surveyplayer/${item.surveyId}?campaign=${item.campaignId}`;
          return (
            <Card key={item.campaignId} variant="outlined">
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
              <CardActions>
                {item.canRespond && (
                  <Button component={RouterLink} to={to} variant="contained" size="small">
                    {item.hasPartial ? 'Continuar' : 'Responder'}
                  </Button>
                )}
                {item.canInterview && (
                  <Button component={RouterLink} to={to} size="small">
                    Iniciar entrevista
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
      {data && data.total > PAGE_SIZE && (
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
