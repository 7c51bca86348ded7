import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { TKbArticle } from '@pesquisemais/shared';
import { useState } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { toErrorLine } from '@/lib/mutation-errors';
import { useSaveKbArticle } from '../api/knowledge-base-api';

type TArticleDialogProps = {
  groupId: string;
  /** The article to edit; without it the dialog writes a new one. */
  article?: TKbArticle;
  onClose: () => void;
  onSaved?: (articleId: string) => void;
};

/** An admin writes or edits an article: title, featured flag and rich-text content (sanitized by the server). */
export function ArticleDialog({ groupId, article, onClose, onSaved }: TArticleDialogProps) {
  const [title, setTitle] = useState(article?.title ?? '');
  const [content, setContent] = useState(article?.content ?? '');
  const [featured, setFeatured] = useState(article?.featured ?? false);
  const [error, setError] = useState('');
  const save = useSaveKbArticle(toErrorLine(setError));
  const submit = () => {
    setError('');
    save.mutate(
      { id: article?.id, groupId, title, content, featured },
      {
        onSuccess: (saved) => {
          onSaved?.(saved.id);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="kb-article-dialog-title">
      <DialogTitle id="kb-article-dialog-title">{article ? 'Editar artigo' : 'Novo artigo'}</DialogTitle>
      <DialogContent>
        <TextField
          label="Título"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          fullWidth
          required
          margin="normal"
        />
        <FormControlLabel
          control={<Checkbox checked={featured} onChange={(event) => setFeatured(event.target.checked)} />}
          label="Artigo em destaque"
        />
        <RichTextEditor label="Conteúdo do artigo" value={content} onChange={setContent} minHeight={220} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={!title.trim() || save.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
