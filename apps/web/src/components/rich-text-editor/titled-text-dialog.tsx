import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { RichTextEditor } from './rich-text-editor';

type TTitledTextDialogProps = {
  heading: string;
  titleLabel: string;
  contentLabel: string;
  initial: { title: string; content: string };
  /** The server's refusal, shown above the buttons ('' for none). */
  error: string;
  isSaving: boolean;
  onSave: (text: { title: string; content: string }) => void;
  onClose: () => void;
  /** Fields between the title and the text (e.g. a 'featured' switch). */
  children?: ReactNode;
};

/** Writes a titled rich text (a course step, an article): 'Salvar' needs a title; the server sanitizes the HTML. */
export function TitledTextDialog(props: TTitledTextDialogProps) {
  const [title, setTitle] = useState(props.initial.title);
  const [content, setContent] = useState(props.initial.content);
  const headingId = useId();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby={headingId}>
      <DialogTitle id={headingId}>{props.heading}</DialogTitle>
      <DialogContent>
        <TextField
          label={props.titleLabel}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          fullWidth
          required
          margin="normal"
        />
        {props.children}
        <RichTextEditor label={props.contentLabel} value={content} onChange={setContent} minHeight={220} />
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => props.onSave({ title, content })}
          disabled={!title.trim() || props.isSaving}
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
