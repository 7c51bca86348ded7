import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, ROOM_KIND_LABELS, ROOM_KIND_PATHS, type TRoomLinks } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreateRoomLinks } from '../api/create-room-links';
import { useRooms } from '../api/get-rooms';
import { CreateRoomDialog } from './create-room-dialog';
import { InviteByEmail } from './invite-by-email';

type TRoomRow = NonNullable<ReturnType<typeof useRooms>['data']>['items'][number];

/** /apps/rooms: the rooms of the user (every room for staff), creation, the copyable links and their e-mails. */
export default function RoomsPage() {
  const { user } = useAuth();
  const rooms = useRooms();
  const createLinks = useCreateRoomLinks();
  const [isCreating, setIsCreating] = useState(false);
  const [links, setLinks] = useState<(TRoomLinks & { roomId: string }) | null>(null);
  const isManager = can(user, 'rooms:manage');
  const showLinks = (roomId: string) =>
    createLinks.mutate(roomId, { onSuccess: (made) => setLinks({ ...made, roomId }) });

  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Salas
        </Typography>
        {isManager && (
          <Button variant="contained" onClick={() => setIsCreating(true)}>
            Nova sala
          </Button>
        )}
      </Stack>
      <DataTable<TRoomRow>
        ariaLabel="Salas"
        rows={rooms.data?.items}
        isLoading={rooms.isPending}
        error={rooms.error}
        getRowId={(row) => row.id}
        emptyText="Nenhuma sala."
        filter="client"
        columns={[
          {
            id: 'title',
            header: 'Título',
            value: (row) => row.title,
            isFilterable: true,
            cell: (row) => (
              <Link component={RouterLink} to={`${ROOM_KIND_PATHS[row.kind]}/${row.id}`}>
                {row.title}
              </Link>
            ),
          },
          {
            id: 'kind',
            header: 'Tipo',
            value: (row) => ROOM_KIND_LABELS[row.kind],
            isFilterable: true,
            cell: (row) => ROOM_KIND_LABELS[row.kind],
          },
          {
            id: 'startsAt',
            header: 'Início',
            type: 'date',
            value: (row) => row.startsAt,
            cell: (row) => format(new Date(row.startsAt), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }),
          },
          {
            id: 'campaign',
            header: 'Campanha',
            value: (row) => row.campaignName,
            cell: (row) => row.campaignName ?? '—',
          },
        ]}
        rowActions={isManager ? (row) => <Button onClick={() => showLinks(row.id)}>Links</Button> : undefined}
      />
      {links && <InviteByEmail key={links.roomId} roomId={links.roomId} />}
      {links && (
        <List data-testid="room-links">
          {links.items.map((item) => {
            const url = new URL(item.url, window.location.origin).toString();
            return (
              // The address wraps beside its button (a long signed link must not run under it).
              <ListItem key={item.memberId} sx={{ gap: 2, alignItems: 'flex-start' }}>
                <ListItemText
                  primary={item.name}
                  secondary={url}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
                <Button sx={{ flexShrink: 0 }} onClick={() => void navigator.clipboard.writeText(url)}>
                  Copiar
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      {/* Mounted while open: a discarded or finished form starts empty next time. */}
      {isCreating && (
        <CreateRoomDialog
          isOpen
          onClose={() => setIsCreating(false)}
          onCreated={() => setIsCreating(false)}
        />
      )}
    </Stack>
  );
}
