import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ROOM_ACTIONS,
  type TClientAction,
  type TRoomCapabilities,
  type TRoomQuestion,
  type TRoomQuestionDecision,
} from '@pesquisemais/shared';
import { Composer } from './backroom-panel';

const STATUS_LABELS: Record<TRoomQuestion['status'], string> = {
  pending: 'Aguardando moderação',
  approved: 'Aprovada',
  rejected: 'Recusada',
  answered: 'Respondida',
};

type TQuestionsPanelProps = {
  roomId: string;
  caps: TRoomCapabilities;
  questions: TRoomQuestion[];
  send: (action: TClientAction) => void;
};

const isShown = (q: TRoomQuestion) => q.status === 'approved' || q.status === 'answered';

/**
 * The moderated Q&A: askers see their own questions and what happens to them; everyone sees the approved
 * and answered ones (without who asked); moderators approve, reject and answer the queue.
 */
export function QuestionsPanel({ roomId, caps, questions, send }: TQuestionsPanelProps) {
  const decide = (questionId: string, decision: TRoomQuestionDecision['decision'], answer?: string) =>
    send({
      type: ROOM_ACTIONS.decideQuestion,
      data: { roomId, questionId, decision, ...(answer === undefined ? {} : { answer }) },
    });
  const shown = questions.filter(isShown);
  const own = questions.filter((q) => q.isOwn);
  const queue = questions.filter((q) => q.status === 'pending' || q.status === 'approved');
  if (!caps.asksQuestions && !caps.moderatesQuestions && shown.length === 0) return null;
  return (
    <Paper sx={{ p: 2 }} data-testid="questions">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Perguntas
        </Typography>
        {caps.asksQuestions && (
          <>
            <Composer
              label="Sua pergunta"
              onSend={(text) => send({ type: ROOM_ACTIONS.question, data: { roomId, text } })}
            />
            <Typography variant="body2">
              Sua pergunta vai primeiro ao moderador, que decide se ela aparece para a sala.
            </Typography>
            {own.length > 0 && (
              <List dense data-testid="my-questions" aria-label="Minhas perguntas">
                {own.map((q) => (
                  <ListItem key={q.id} disableGutters>
                    <ListItemText primary={q.text} secondary={STATUS_LABELS[q.status]} />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
        {caps.moderatesQuestions && (
          <>
            <Typography variant="subtitle1" component="h3">
              Fila de moderação ({queue.length})
            </Typography>
            <List dense data-testid="question-queue" aria-label="Fila de moderação">
              {queue.map((q) => (
                <ListItem key={q.id} disableGutters data-testid="queued-question">
                  <Stack spacing={1} sx={{ width: '100%' }}>
                    <ListItemText
                      primary={q.text}
                      secondary={`${q.author ?? ''} · ${STATUS_LABELS[q.status]}`}
                    />
                    <Stack direction="row" spacing={1}>
                      {q.status === 'pending' && (
                        <Button size="small" onClick={() => decide(q.id, 'approve')}>
                          Aprovar
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => decide(q.id, 'reject')}>
                        Recusar
                      </Button>
                    </Stack>
                    <Composer
                      label={`Resposta a: ${q.text}`}
                      onSend={(answer) => decide(q.id, 'answer', answer)}
                    />
                  </Stack>
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Typography variant="subtitle1" component="h3">
          Perguntas aprovadas
        </Typography>
        {shown.length === 0 ? (
          <Typography variant="body2">Nenhuma pergunta aprovada ainda.</Typography>
        ) : (
          <List dense data-testid="shown-questions" aria-label="Perguntas aprovadas">
            {shown.map((q) => (
              <ListItem key={q.id} disableGutters data-testid="shown-question">
                <ListItemText
                  primary={q.text}
                  secondary={q.answer ? `Resposta: ${q.answer}` : 'Aguardando resposta'}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
