import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZCreateSurveyBody } from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGuardedClose } from '@/components/form-dialog/use-guarded-close';
import { toErrorLine } from '@/lib/mutation-errors';
import { useCreateSurvey } from '../api/survey-actions';

type TCreateSurveyDialogProps = { isOpen: boolean; onClose: () => void };

/** Creates an empty questionnaire and opens it in the editor. */
export function CreateSurveyDialog({ isOpen, onClose }: TCreateSurveyDialogProps) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSurvey(toErrorLine(setError));
  const requestClose = useGuardedClose(title.trim() !== '' || category.trim() !== '', onClose);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateSurveyBody.safeParse({ title, category: category || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    create.mutate(parsed.data, {
      onSuccess: (survey) => void navigate(`/apps/coleta/surveyedit/${survey.id}/${survey.handle}`),
    });
  };

  return (
    <Dialog open={isOpen} onClose={requestClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>Novo questionário</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Título"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            autoFocus
            required
          />
          <TextField
            label="Categoria"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={create.isPending || create.isSuccess}>
            Criar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
