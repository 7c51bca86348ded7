import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ROOM_ACTIONS,
  ROOM_REACTION_LABELS,
  ROOM_REACTIONS,
  ROOM_SEAT_LABELS,
  roomMarkText,
  type TClientAction,
  type TRoomCapabilities,
  type TRoomEntry,
} from '@pesquisemais/shared';
import { useState } from 'react';

type TBackroomPanelProps = {
  roomId: string;
  caps: TRoomCapabilities;
  entries: TRoomEntry[];
  /** Milliseconds since this page entered the session (the timeline's clock). */
  elapsed: () => number;
  send: (action: TClientAction) => void;
};

const REACTION_ICONS = { '👍': ThumbUpOutlined, '👎': ThumbDownOutlined, '❓': HelpOutlineOutlined } as const;
const TIMELINE_KINDS: TRoomEntry['kind'][] = ['bookmark', 'section', 'reaction'];
const minutes = (ms: number) => {
  const total = Math.floor(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** One text field with its send button; clears itself after sending. */
export function Composer({ label, onSend }: { label: string; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    if (!text.trim()) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
      />
      <Button onClick={submit} aria-label={`Enviar: ${label}`}>
        Enviar
      </Button>
    </Stack>
  );
}

/** The backroom: chat among observers and moderators, notes to the moderator, bookmarks and the timeline. */
export function BackroomPanel({ roomId, caps, entries, elapsed, send }: TBackroomPanelProps) {
  const mark = (kind: 'bookmark' | 'section' | 'reaction', text: string) =>
    send({ type: ROOM_ACTIONS.mark, data: { roomId, kind, text, atMs: elapsed() } });
  const notes = entries.filter((e) => e.kind === 'note');
  return (
    <Paper sx={{ p: 2, width: 360 }} data-testid="backroom">
      <Stack spacing={2}>
        <Typography variant="h6">Bastidor</Typography>
        <List dense data-testid="backroom-chat" sx={{ maxHeight: 220, overflow: 'auto' }}>
          {entries
            .filter((e) => e.kind === 'backroom')
            .map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText primary={e.text} secondary={`${e.author} · ${ROOM_SEAT_LABELS[e.seat]}`} />
              </ListItem>
            ))}
        </List>
        <Composer
          label="Mensagem ao bastidor"
          onSend={(text) => send({ type: ROOM_ACTIONS.backroom, data: { roomId, text } })}
        />
        {caps.privateNote && (
          <Composer
            label="Nota ao moderador"
            onSend={(text) => send({ type: ROOM_ACTIONS.note, data: { roomId, text } })}
          />
        )}
        {caps.bookmarks && <Composer label="Marcar momento" onSend={(text) => mark('bookmark', text)} />}
        {caps.sections && <Composer label="Nova seção" onSend={(text) => mark('section', text)} />}
        {caps.reactions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ROOM_REACTIONS.map((reaction) => {
              const Icon = REACTION_ICONS[reaction];
              return (
                <Button
                  key={reaction}
                  variant="outlined"
                  startIcon={<Icon />}
                  onClick={() => mark('reaction', reaction)}
                >
                  {ROOM_REACTION_LABELS[reaction]}
                </Button>
              );
            })}
          </Stack>
        )}
        <Typography variant="subtitle2">Linha do tempo</Typography>
        <List dense data-testid="timeline">
          {entries
            .filter((e) => TIMELINE_KINDS.includes(e.kind))
            .sort((a, b) => a.atMs - b.atMs)
            .map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText primary={`${minutes(e.atMs)} ${roomMarkText(e)}`} secondary={e.author} />
              </ListItem>
            ))}
        </List>
        {caps.admits && (
          <>
            <Typography variant="subtitle2">Notas para o moderador</Typography>
            <List dense data-testid="moderator-notes">
              {notes.map((e) => (
                <ListItem key={e.id} disableGutters>
                  <ListItemText primary={e.text} secondary={e.author} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
