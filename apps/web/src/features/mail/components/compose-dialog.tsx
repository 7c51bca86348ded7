import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TMailUpload } from '@pesquisemais/shared';
import { useState } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { notify } from '@/lib/notify';
import { useSendMail } from '../api/send-mail';
import { ComposeAttachments } from './mail-attachments';

const splitAddresses = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Compose a mail to other users of the product (their e-mails), with rich text and files; or keep a draft. */
export function ComposeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<TMailUpload[]>([]);
  const send = useSendMail();
  const reset = () => {
    setTo('');
    setSubject('');
    setMessage('');
    setFiles([]);
    onClose();
  };
  const submit = (draft: boolean) =>
    send.mutate(
      { to: splitAddresses(to), subject, message, draft, attachmentIds: files.map((file) => file.id) },
      {
        onSuccess: () => {
          notify(draft ? 'Rascunho salvo.' : 'E-mail enviado.', 'success');
          reset();
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="compose-title">
      <DialogTitle id="compose-title">Nova mensagem</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Para"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            helperText="E-mails de usuários do Pesquise(+), separados por vírgula"
            required
          />
          <TextField label="Assunto" value={subject} onChange={(event) => setSubject(event.target.value)} />
          {open && <RichTextEditor label="Mensagem" value={message} onChange={setMessage} />}
          <ComposeAttachments files={files} onChange={setFiles} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button onClick={() => submit(true)} disabled={send.isPending}>
          Salvar rascunho
        </Button>
        <Button variant="contained" onClick={() => submit(false)} disabled={send.isPending || !to.trim()}>
          Enviar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
