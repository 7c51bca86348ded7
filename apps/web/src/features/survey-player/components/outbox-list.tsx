import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { Link as RouterLink } from 'react-router';
import { OUTBOX_STATUS_LABELS, type TStoredInterview } from '@/lib/offline-interviews/offline-types';

const COLORS = { pendente: 'default', enviando: 'info', enviada: 'success', recusada: 'error' } as const;
const time = (iso: string) => format(new Date(iso), 'dd/MM HH:mm', { locale: ptBR });

function duration(item: TStoredInterview): string {
  if (!item.endedAt) return '';
  const seconds = Math.max(0, Math.round((Date.parse(item.endedAt) - Date.parse(item.startedAt)) / 1000));
  return ` · ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const interviewLink = (item: Pick<TStoredInterview, 'surveyId' | 'campaignId' | 'id'>) =>
  `/apps/surveyplayer/${item.surveyId}?campaign=${item.campaignId}&entrevista=${item.id}`;

/** The device's interviews: those in progress (to resume) and the outbox with each one's status. */
export function OutboxList({ interviews }: { interviews: TStoredInterview[] }) {
  if (interviews.length === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Entrevistas neste aparelho
      </Typography>
      <List dense aria-label="Entrevistas neste aparelho">
        {interviews.map((item) => (
          <ListItem
            key={item.id}
            data-outbox={item.outbox ?? 'em-andamento'}
            divider
            secondaryAction={
              item.outbox === null ? (
                <Button component={RouterLink} to={interviewLink(item)} size="small">
                  Continuar
                </Button>
              ) : (
                <Chip size="small" color={COLORS[item.outbox]} label={OUTBOX_STATUS_LABELS[item.outbox]} />
              )
            }
          >
            <ListItemText
              primary={`${item.respondentName || 'Sem nome'} · ${item.interviewerName}`}
              secondary={
                `Início ${time(item.startedAt)}${item.endedAt ? ` · fim ${time(item.endedAt)}` : ' · em andamento'}` +
                `${duration(item)}${item.reason ? ` · ${item.reason}` : ''}`
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
