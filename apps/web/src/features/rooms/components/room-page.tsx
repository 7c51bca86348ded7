import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROOM_CAPABILITIES, ROOM_SEAT_LABELS } from '@pesquisemais/shared';
import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useRoomEntry } from '../api/get-room-entry';
import { RoomView } from './room-view';
import { TechCheck } from './tech-check';

const TITLES = { rooms: 'Sala', meet: 'Reunião', webinar: 'Webinar' } as const;

/** /apps/rooms/:roomId, /apps/meet/:roomId, /apps/webinar/:roomId: tech check, then the room. */
export default function RoomPage() {
  const variant = useLocation().pathname.split('/')[2] as keyof typeof TITLES;
  const { roomId = '' } = useParams();
  const [search] = useSearchParams();
  const memberId = search.get('m');
  const linkToken = search.get('link');
  const link = useMemo(
    () => (memberId && linkToken ? { memberId, link: linkToken } : null),
    [memberId, linkToken],
  );
  const entry = useRoomEntry(roomId, link);
  const [local, setLocal] = useState<MediaStream | null | undefined>(undefined);
  const join = useMemo(() => ({ roomId, ...(link ?? {}) }), [roomId, link]);

  if (entry.isPending) return <Typography sx={{ p: 3 }}>Carregando...</Typography>;
  if (entry.isError || !entry.data.seat)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {entry.error?.message ?? 'Você não faz parte desta sala.'}
      </Alert>
    );
  const { seat, title, name } = entry.data;
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {TITLES[variant] ?? TITLES.rooms}: {title}
      </Typography>
      <Typography variant="body2" data-testid="my-seat">
        {name ? `${name} · ` : ''}
        {ROOM_SEAT_LABELS[seat]}
      </Typography>
      {local === undefined ? (
        <TechCheck sendsMedia={ROOM_CAPABILITIES[seat].sendsMedia} onEnter={setLocal} />
      ) : (
        <RoomView join={join} local={local} />
      )}
    </Stack>
  );
}
