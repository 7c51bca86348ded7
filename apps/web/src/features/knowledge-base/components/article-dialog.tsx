import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { TKbArticle } from '@pesquisemais/shared';
import { useState } from 'react';
import { TitledTextDialog } from '@/components/rich-text-editor/titled-text-dialog';
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
  const [featured, setFeatured] = useState(article?.featured ?? false);
  const [error, setError] = useState('');
  const save = useSaveKbArticle(toErrorLine(setError));
  return (
    <TitledTextDialog
      heading={article ? 'Editar artigo' : 'Novo artigo'}
      titleLabel="Título"
      contentLabel="Conteúdo do artigo"
      initial={{ title: article?.title ?? '', content: article?.content ?? '' }}
      error={error}
      isSaving={save.isPending}
      onClose={onClose}
      onSave={({ title, content }) => {
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
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={featured} onChange={(event) => setFeatured(event.target.checked)} />}
        label="Artigo em destaque"
      />
    </TitledTextDialog>
  );
}
