import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TRoomInviteResult } from '@pesquisemais/shared';
import { useState } from 'react';
import { useInvitationTemplates, useSendInvitations } from '../api/room-invitations';

/** What a send did, in one paragraph per outcome (nothing said of an outcome nobody had). */
function InviteSummary({ result }: { result: TRoomInviteResult }) {
  const lines = [
    result.sent.length > 0 && `Convites enviados para: ${result.sent.join(', ')}.`,
    result.sent.length === 0 && result.failed.length === 0 && 'Nenhum convite novo enviado.',
    result.alreadyInvited > 0 &&
      `${result.alreadyInvited} ${result.alreadyInvited === 1 ? 'participante já tinha' : 'participantes já tinham'} recebido o convite.`,
    result.excluded.length > 0 &&
      `Não enviados (regras do painel): ${result.excluded.map((item) => `${item.name} (${item.reason})`).join(', ')}. Use o link copiado.`,
    result.failed.length > 0 &&
      `O servidor de e-mail recusou: ${result.failed.join(', ')}. Envie de novo mais tarde.`,
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Alert severity={result.failed.length > 0 ? 'warning' : 'success'} role="status">
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Alert>
  );
}

/** The participants' links by e-mail, written from a mailing template; each participant is written to once. */
export function InviteByEmail({ roomId }: { roomId: string }) {
  const templates = useInvitationTemplates();
  const send = useSendInvitations(roomId);
  const [templateId, setTemplateId] = useState('');
  const items = templates.data?.items ?? [];
  // Nothing until the templates are known (a select that turns into a sentence would jump under the pointer).
  if (!templates.isSuccess) return null;
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Para enviar os links por e-mail, crie um modelo de convite em Mailing.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Modelo de e-mail"
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {items.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!templateId || send.isPending}
          onClick={() => send.mutate(templateId)}
        >
          Enviar convites por e-mail
        </Button>
      </Stack>
      {send.error && (
        <Alert severity="error" role="alert">
          {send.error.message}
        </Alert>
      )}
      {send.data && <InviteSummary result={send.data} />}
    </Stack>
  );
}
