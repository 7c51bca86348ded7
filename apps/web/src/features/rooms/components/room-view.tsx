import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROOM_ACTIONS, ROOM_SEAT_LABELS, type TRoomJoin } from '@pesquisemais/shared';
import { useRef } from 'react';
import { useRoomSession } from '../media/use-room-session';
import { BackroomPanel } from './backroom-panel';
import { QuestionsPanel } from './questions-panel';
import { RecordingControls, RecordingNotice, RecordingsList } from './recording-panel';
import { VideoTile } from './video-tile';

type TRoomViewProps = { join: TRoomJoin; local: MediaStream | null };

/** Inside a room: the waiting room, then videos, the people list, admissions and the backroom. */
export function RoomView({ join, local }: TRoomViewProps) {
  const session = useRoomSession(join, local);
  const enteredAt = useRef(performance.now());
  const { joined, people, waiting, entries, questions, isRecording, streams, send } = session;
  const streamsRef = useRef(streams);
  streamsRef.current = streams;
  if (!joined)
    return session.error ? (
      <Alert severity="error">{session.error}</Alert>
    ) : (
      <Typography>Entrando na sala...</Typography>
    );
  if (joined.isWaiting)
    return (
      <Paper sx={{ p: 3 }} data-testid="waiting-room">
        <Typography variant="h6">Sala de espera</Typography>
        <Typography>Aguarde: o moderador vai admitir você em instantes.</Typography>
      </Paper>
    );
  const caps = joined.self.capabilities;
  const nameOf = (peerId: string) => people.find((p) => p.peerId === peerId)?.name ?? '';
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ flex: 1 }}>
        {isRecording && <RecordingNotice />}
        {caps.records && (
          <RecordingControls
            roomId={join.roomId}
            isRecording={isRecording}
            sources={() => [...(local ? [local] : []), ...streamsRef.current.values()]}
          />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="videos">
          {local && (
            <VideoTile
              stream={local}
              name={`${joined.self.name} (você)`}
              isSelf
              peerId={joined.self.peerId}
            />
          )}
          {[...streams].map(([peerId, stream]) => (
            <VideoTile key={peerId} stream={stream} name={nameOf(peerId)} peerId={peerId} />
          ))}
        </Stack>
        <Paper sx={{ p: 2 }}>
          <Typography variant="subtitle1">Pessoas na sala ({people.length})</Typography>
          <List dense data-testid="people-list">
            {people.map((p) => (
              <ListItem key={p.peerId} disableGutters data-testid="person">
                <ListItemText primary={p.name} secondary={ROOM_SEAT_LABELS[p.seat]} />
              </ListItem>
            ))}
          </List>
        </Paper>
        {caps.admits && waiting.length > 0 && (
          <Paper sx={{ p: 2 }} data-testid="waiting-list">
            <Typography variant="subtitle1">Na sala de espera</Typography>
            {waiting.map((p) => (
              <Stack key={p.peerId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>{p.name}</Typography>
                <Button
                  size="small"
                  onClick={() =>
                    send({ type: ROOM_ACTIONS.admit, data: { roomId: join.roomId, memberId: p.memberId } })
                  }
                >
                  Admitir {p.name}
                </Button>
              </Stack>
            ))}
          </Paper>
        )}
        <QuestionsPanel roomId={join.roomId} caps={caps} questions={questions} send={send} />
        {caps.watchesRecordings && <RecordingsList roomId={join.roomId} isRecording={isRecording} />}
      </Stack>
      {(caps.backroom || caps.admits) && (
        <BackroomPanel
          roomId={join.roomId}
          caps={caps}
          entries={entries}
          elapsed={() => Math.round(performance.now() - enteredAt.current)}
          send={send}
        />
      )}
    </Stack>
  );
}
