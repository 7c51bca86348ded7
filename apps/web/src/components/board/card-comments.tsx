import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOC_LIMITS, type TDoc, type TDocCard } from '@pesquisemais/shared';
import { useState } from 'react';
import type { TBoardMutations } from './board-mutations';

/** Comments and the activity log (attachments) of the card; every member, watchers included, comments. */
export function CardComments(props: { card: TDocCard; board: TDoc; mutations: TBoardMutations }) {
  const { card, board, mutations } = props;
  const [message, setMessage] = useState('');
  const names = new Map(board.members.map((member) => [member.id, member.name]));
  const handleSubmit = () => {
    const text = message.trim();
    if (text)
      mutations.comment.mutate({ cardId: card.id, message: text }, { onSuccess: () => setMessage('') });
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Comentários e atividade</Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <TextField
          fullWidth
          size="small"
          placeholder="Escreva um comentário"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: DOC_LIMITS.commentMax, 'aria-label': 'Comentário' } }}
        />
        <Button type="submit" variant="outlined" disabled={!message.trim() || mutations.comment.isPending}>
          Comentar
        </Button>
      </Stack>
      {card.activities.map((activity) => {
        const who = (activity.idMember && names.get(activity.idMember)) || 'Ex-membro';
        return (
          <Stack key={activity.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 14 }}>{who.charAt(0)}</Avatar>
            <Stack>
              <Typography variant="caption" color="text.secondary">
                {who} · {new Date(activity.time).toLocaleString('pt-BR')}
              </Typography>
              <Typography variant="body2">
                {activity.type === 'attachment' ? `anexou ${activity.message}` : activity.message}
              </Typography>
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
