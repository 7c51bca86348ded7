import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TAcademyCourse } from '@pesquisemais/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcademyCategories, useAddCourse, useSaveCourse } from '../api/academy-api';
import { courseUrl } from './course-progress';

type TFields = { title: string; category: string; description: string; length: string };

/**
 * An admin writes a course's card: title, category, description and duration. A new course opens on its page,
 * where its steps are added and written; an existing one keeps its steps (course/save sends them back).
 */
export function CourseDialog({ course, onClose }: { course?: TAcademyCourse; onClose: () => void }) {
  const navigate = useNavigate();
  const { data: categories = [] } = useAcademyCategories();
  const [fields, setFields] = useState<TFields>({
    title: course?.title ?? '',
    category: course?.category ?? '',
    description: course?.description ?? '',
    length: String(course?.length ?? 30),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const form = {
    setFieldErrors: (found: Record<string, string>) =>
      setErrors(
        Object.fromEntries(Object.entries(found).map(([key, text]) => [key.replace(/^course\./, ''), text])),
      ),
    message: { codes: ['UNPROCESSABLE', 'NOT_FOUND', 'VALIDATION', 'CONFLICT'], show: setMessage },
  };
  const add = useAddCourse(form);
  const save = useSaveCourse(course?.id ?? '', form);
  const set = (patch: Partial<TFields>) => setFields((current) => ({ ...current, ...patch }));
  const body = {
    title: fields.title.trim(),
    category: fields.category,
    description: fields.description.trim(),
    length: Number(fields.length) || 0,
  };
  const submit = () => {
    setErrors({});
    setMessage('');
    if (course)
      save.mutate(
        {
          ...body,
          id: course.id,
          slug: course.slug,
          steps: course.steps.map((step) => ({ title: step.title, content: step.content })),
        },
        { onSuccess: onClose },
      );
    else add.mutate({ ...body, steps: [] }, { onSuccess: (created) => void navigate(courseUrl(created)) });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="course-dialog-title">
      <DialogTitle id="course-dialog-title">{course ? 'Editar curso' : 'Novo curso'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Título do curso"
            value={fields.title}
            onChange={(event) => set({ title: event.target.value })}
            required
            error={Boolean(errors.title)}
            helperText={errors.title}
          />
          <TextField
            select
            label="Categoria"
            value={fields.category}
            onChange={(event) => set({ category: event.target.value })}
            required
            error={Boolean(errors.category)}
            helperText={errors.category}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={category.value}>
                {category.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Descrição"
            value={fields.description}
            onChange={(event) => set({ description: event.target.value })}
            multiline
            minRows={2}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
          <TextField
            label="Duração (minutos)"
            type="number"
            value={fields.length}
            onChange={(event) => set({ length: event.target.value })}
            error={Boolean(errors.length)}
            helperText={errors.length}
          />
          {message && <Alert severity="error">{message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!body.title || !body.category || add.isPending || save.isPending}
        >
          {course ? 'Salvar' : 'Criar curso'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
