import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { CHAT_MESSAGE_MAX_LENGTH } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';

type TProps = {
  /** Resolves once the server has kept the message; a rejection leaves the text for another try. */
  onSend: (text: string) => Promise<unknown>;
};

/** Spec point 5: only a non-empty text is sent; the input clears after the server confirms. */
export function ChatComposer({ onSend }: TProps) {
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const canSend = text.trim().length > 0 && !isSending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      await onSend(text);
      setText('');
    } catch {
      // The failure reached the snackbar; the text stays so nothing typed is lost.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message"
        size="small"
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-label': 'Mensagem', maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
      />
      <IconButton type="submit" color="primary" aria-label="Enviar" disabled={!canSend}>
        <Send />
      </IconButton>
    </Box>
  );
}
