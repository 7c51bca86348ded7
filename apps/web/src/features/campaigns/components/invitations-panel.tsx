import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INVITATION_FILTER_FIELDS,
  INVITATION_STATUS_LABELS,
  type TCampaign,
  type TInvitation,
} from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { DataTable, type TDataTableColumn } from '@/components/data-table/data-table';
import { filterFieldsOf } from '@/components/data-table/table-filter';
import { useServerFilter } from '@/components/data-table/use-server-filter';
import { notify } from '@/lib/notify';
import { useInvitations, useInviteRespondent } from '../api/invitations-api';

const PAGE_SIZE = 20;

const FILTER_FIELDS = filterFieldsOf(INVITATION_FILTER_FIELDS, {
  respondent: 'Respondente',
  email: 'E-mail',
});

const INVITATION_COLUMNS: TDataTableColumn<TInvitation>[] = [
  { id: 'respondent', header: 'Respondente', cell: (invitation) => invitation.respondentName },
  { id: 'email', header: 'E-mail', cell: (invitation) => invitation.respondentEmail },
  { id: 'status', header: 'Status', cell: (invitation) => INVITATION_STATUS_LABELS[invitation.status] },
];

export function InvitationsPanel({ campaign }: { campaign: TCampaign }) {
  const [page, setPage] = useState(0);
  const { filter, query } = useServerFilter(FILTER_FIELDS, () => setPage(0));
  const { data, error, isPending } = useInvitations(campaign.id, {
    page: page + 1,
    pageSize: PAGE_SIZE,
    ...query,
  });
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
        <DataTable
          ariaLabel="Convites"
          columns={INVITATION_COLUMNS}
          rows={data?.items}
          getRowId={(invitation) => invitation.id}
          isLoading={isPending}
          error={error}
          filter={filter}
          paging={{ total: data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
        />
      </Paper>
    </Stack>
  );
}
