import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BUSINESS_UTC_OFFSET,
  can,
  ROOM_KIND_LABELS,
  ROOM_KINDS,
  ROOM_SEAT_LABELS,
  type TObserverSeat,
  type TRoomKind,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { useGuardedClose } from '@/components/form-dialog/use-guarded-close';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreateRoom } from '../api/create-room';
import { useObserverOptions } from '../api/get-observer-options';
import { useRespondentOptions } from '../api/get-respondent-options';

type TCreateRoomDialogProps = { isOpen: boolean; onClose: () => void; onCreated: (roomId: string) => void };

/** A new room, moderated by whoever creates it: kind, title, schedule (São Paulo time), participants, guests. */
export function CreateRoomDialog({ isOpen, onClose, onCreated }: TCreateRoomDialogProps) {
  const { user } = useAuth();
  const create = useCreateRoom();
  const respondents = useRespondentOptions(isOpen);
  const [kind, setKind] = useState<TRoomKind>('focus_group');
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [duration, setDuration] = useState('90');
  const [participantIds, setParticipantIds] = useState<string[]>([]);
  const [guests, setGuests] = useState('');
  const options = respondents.data?.items ?? [];
  // Only admins list accounts; others seat observers through the API.
  const observers = useObserverOptions(isOpen && can(user, 'users:list'));
  const [observerIds, setObserverIds] = useState<string[]>([]);
  const observerOptions = observers.data ?? [];
  const isDirty =
    kind !== 'focus_group' ||
    title !== '' ||
    startsAt !== '' ||
    duration !== '90' ||
    participantIds.length > 0 ||
    observerIds.length > 0 ||
    guests.trim() !== '';
  const requestClose = useGuardedClose(isDirty, onClose);

  const handleSubmit = () =>
    create.mutate(
      {
        kind,
        title,
        startsAt: `${startsAt}:00${BUSINESS_UTC_OFFSET}`,
        durationMinutes: Number(duration),
        moderatorIds: [user.uuid],
        participantIds,
        observers: observerOptions
          .filter((option) => observerIds.includes(option.uuid))
          .map((option) => ({ userId: option.uuid, seat: option.role as TObserverSeat })),
        guests: guests
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => ({ name })),
      },
      { onSuccess: (room) => onCreated(room.id) },
    );

  return (
    <Dialog open={isOpen} onClose={requestClose} fullWidth maxWidth="sm">
      <DialogTitle>Nova sala</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Tipo" value={kind} onChange={(e) => setKind(e.target.value as TRoomKind)}>
            {ROOM_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {ROOM_KIND_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Título" value={title} onChange={(e) => setTitle(e.target.value)} />
          <TextField
            label="Início (horário de Brasília)"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Duração (minutos)"
            type="number"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
          <Autocomplete
            multiple
            options={options}
            getOptionLabel={(option) => `${option.name} — ${option.email}`}
            value={options.filter((option) => participantIds.includes(option.id))}
            onChange={(_event, value) => setParticipantIds(value.map((option) => option.id))}
            renderInput={(params) => <TextField {...params} label="Participantes (painel)" />}
          />
          {observers.isSuccess && (
            <Autocomplete
              multiple
              options={observerOptions}
              getOptionLabel={(option) =>
                `${option.displayName} — ${ROOM_SEAT_LABELS[option.role as TObserverSeat]}`
              }
              value={observerOptions.filter((option) => observerIds.includes(option.uuid))}
              onChange={(_event, value) => setObserverIds(value.map((option) => option.uuid))}
              renderInput={(params) => <TextField {...params} label="Observadores (papel de observador)" />}
            />
          )}
          <TextField
            label="Observadores convidados (nomes separados por vírgula)"
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancelar</Button>
        <Button variant="contained" onClick={handleSubmit} disabled={create.isPending || !title || !startsAt}>
          Criar sala
        </Button>
      </DialogActions>
    </Dialog>
  );
}
