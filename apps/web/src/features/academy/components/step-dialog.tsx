import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { TAcademyCourse } from '@pesquisemais/shared';
import { useState } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor';
import { toErrorLine } from '@/lib/mutation-errors';
import { useSaveCourse } from '../api/academy-api';

/** An admin edits one step of a course (title and rich text); the course is saved whole (course/save). */
export function StepDialog({
  course,
  index,
  onClose,
}: {
  course: TAcademyCourse;
  index: number;
  onClose: () => void;
}) {
  const step = course.steps[index];
  const [title, setTitle] = useState(step?.title ?? '');
  const [content, setContent] = useState(step?.content ?? '');
  const [error, setError] = useState('');
  const save = useSaveCourse(course.id, toErrorLine(setError));
  const submit = () => {
    setError('');
    save.mutate(
      {
        id: course.id,
        title: course.title,
        slug: course.slug,
        description: course.description,
        category: course.category,
        length: course.length,
        steps: course.steps.map((item) =>
          item.index === index ? { title, content } : { title: item.title, content: item.content },
        ),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="academy-step-dialog-title">
      <DialogTitle id="academy-step-dialog-title">Editar etapa {index + 1}</DialogTitle>
      <DialogContent>
        <TextField
          label="Título da etapa"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          fullWidth
          required
          margin="normal"
        />
        <RichTextEditor label="Conteúdo da etapa" value={content} onChange={setContent} minHeight={220} />
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
