import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_STATUS_LABELS, type TCampaign } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '@/lib/notify';
import { useInvitations, useInviteRespondent } from '../api/invitations-api';

export function InvitationsPanel({ campaign }: { campaign: TCampaign }) {
  const { data } = useInvitations(campaign.id, 1);
  const invite = useInviteRespondent(campaign.id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [links, setLinks] = useState<{ email: string; link: string }[]>([]);

  const handleInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: (link) => {
          if (link) setLinks((current) => [{ email, link: `${window.location.origin}${link}` }, ...current]);
          setName('');
          setEmail('');
          notify('Convite criado.', 'success');
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={handleInvite}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          Convidar respondente
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Nome do respondente"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            size="small"
            label="E-mail do respondente"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained">
            Criar convite
          </Button>
        </Stack>
      </Paper>
      {links.length > 0 && (
        <Alert severity="info">
          Copie os links agora: por segurança eles não são mostrados de novo.
          {links.map((item) => (
            <TextField
              key={item.link}
              fullWidth
              size="small"
              sx={{ mt: 1 }}
              label={`Link de ${item.email}`}
              value={item.link}
              slotProps={{ input: { readOnly: true } }}
            />
          ))}
        </Alert>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Convites">
            <TableHead>
              <TableRow>
                <TableCell>Respondente</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell>{invitation.respondentName}</TableCell>
                  <TableCell>{invitation.respondentEmail}</TableCell>
                  <TableCell>{INVITATION_STATUS_LABELS[invitation.status]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
