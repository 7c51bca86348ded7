import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useSendTestPush, useUserLookup } from './push-test-api';

/** Admin-only card: sends a test push notification to a chosen user. */
export function PushTestCard() {
  const [q, setQ] = useState('');
  const users = useUserLookup(q);
  const send = useSendTestPush();

  const handleSend = (userId: string) =>
    send.mutate(userId, {
      onSuccess: (result) =>
        notify(
          `Enviadas: ${result.sent}; removidas (expiradas): ${result.removed}; falhas: ${result.failed}.`,
          result.sent > 0 ? 'success' : 'warning',
        ),
    });

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Notificação de teste
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Envia uma notificação push para todos os navegadores inscritos do usuário escolhido.
        </Typography>
        <TextField
          label="Buscar usuário por nome ou e-mail"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth
          size="small"
        />
        <List dense>
          {users.data?.items.map((user) => (
            <ListItem
              key={user.uuid}
              secondaryAction={
                <Button
                  size="small"
                  variant="contained"
                  disabled={send.isPending}
                  onClick={() => handleSend(user.uuid)}
                >
                  Enviar teste
                </Button>
              }
            >
              <ListItemText primary={user.displayName} secondary={user.email} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
