import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roomMarkText } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  invalidateRecordings,
  uploadRecordingPart,
  useRoomRecordings,
  useStartRecording,
  useStopRecording,
} from '../api/room-recordings';
import { SessionRecorder } from '../media/recorder';

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** What every page in the room shows while a recording runs (participants included). */
export function RecordingNotice() {
  return (
    <Alert severity="warning" role="status" data-testid="recording-notice">
      Esta sessão está sendo gravada. A gravação é usada só para esta pesquisa; se não concordar, saia da sala
      e avise o moderador.
    </Alert>
  );
}

type TRecordingControlsProps = { roomId: string; sources: () => MediaStream[]; isRecording: boolean };

/** The moderator's start/stop: the composite of what this page shows, recorded here and sent in parts. */
export function RecordingControls({ roomId, sources, isRecording }: TRecordingControlsProps) {
  const start = useStartRecording(roomId);
  const stop = useStopRecording(roomId);
  // No recorder here when the media server records (Janus mode): the page only starts and stops it.
  const current = useRef<{ id: string; recorder: SessionRecorder | null } | null>(null);
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const [isMine, setIsMine] = useState(false);
  // Leaving the page stops the recorder (the server ends a recording left running at the next start).
  useEffect(() => () => void current.current?.recorder?.stop().catch(() => undefined), []);

  const begin = () => {
    const id = crypto.randomUUID();
    start.mutate(id, {
      onSuccess: (started) => {
        const recorder =
          started.source === 'browser'
            ? new SessionRecorder(
                () => sourcesRef.current(),
                (seq, part) => uploadRecordingPart(roomId, id, seq, part),
              )
            : null;
        current.current = { id, recorder };
        recorder?.start();
        setIsMine(true);
      },
    });
  };
  const end = () => {
    const running = current.current;
    if (!running) return;
    current.current = null;
    setIsMine(false);
    stop.mutate({ recordingId: running.id, uploads: running.recorder?.stop() ?? Promise.resolve() });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {isMine ? (
        <Button variant="contained" color="error" onClick={end}>
          Parar gravação
        </Button>
      ) : (
        <Button variant="outlined" onClick={begin} disabled={start.isPending || stop.isPending}>
          Iniciar gravação
        </Button>
      )}
      {stop.isPending && <Typography variant="body2">Enviando o fim da gravação...</Typography>}
      {start.error && (
        <Typography variant="body2" role="alert" color="error">
          {start.error.message}
        </Typography>
      )}
      {isRecording && !isMine && <Typography variant="body2">Outra gravação está em andamento.</Typography>}
    </Stack>
  );
}

type TRecordingsListProps = { roomId: string; isRecording: boolean };

/** The room's recordings: a player each, the marks made while it recorded, a download for those allowed. */
export function RecordingsList({ roomId, isRecording }: TRecordingsListProps) {
  const recordings = useRoomRecordings(roomId, true);
  const client = useQueryClient();
  // A recording that just stopped is listed (and playable) once its parts are joined.
  useEffect(() => {
    if (!isRecording) void invalidateRecordings(client, roomId);
  }, [isRecording, client, roomId]);
  const items = (recordings.data?.items ?? []).filter((item) => item.status !== 'recording');
  return (
    <Paper sx={{ p: 2 }} data-testid="recordings">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Gravações
        </Typography>
        {items.length === 0 && <Typography variant="body2">Nenhuma gravação ainda.</Typography>}
        {items.map((item) => (
          <Stack key={item.id} spacing={1} data-testid="recording">
            <Typography variant="subtitle2" component="h3">
              {dateTime.format(new Date(item.startedAt))} · por {item.startedBy}
            </Typography>
            {item.status === 'processing' && (
              <Typography variant="body2" role="status">
                Montando o arquivo da gravação... Ela aparece aqui quando estiver pronta.
              </Typography>
            )}
            {item.status === 'failed' && (
              <Typography variant="body2" color="error">
                {item.failure ?? 'Não foi possível montar o arquivo da gravação.'}
              </Typography>
            )}
            {item.playUrl && (
              // biome-ignore lint/a11y/useMediaCaption: a session recording has no caption track to offer
              <video
                src={item.playUrl}
                controls
                preload="metadata"
                aria-label={`Gravação de ${dateTime.format(new Date(item.startedAt))}`}
                style={{ width: '100%', maxWidth: 640, background: '#000' }}
              />
            )}
            {item.marks.length > 0 && (
              <List dense aria-label="Marcações da gravação">
                {item.marks.map((mark) => (
                  <ListItem key={`${mark.offsetMs}-${mark.text}`} disableGutters>
                    <ListItemText
                      primary={`${clock(mark.offsetMs)} ${roomMarkText(mark)}`}
                      secondary={mark.author}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {item.downloadUrl && <Link href={item.downloadUrl}>Baixar gravação</Link>}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
