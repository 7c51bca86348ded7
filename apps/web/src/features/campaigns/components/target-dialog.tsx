import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  conditionValueProblems,
  type TConditionQuestion,
  type TTarget,
  type TTargetBody,
  ZTargetBody,
} from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';

type TTargetDialogProps = {
  target: TTarget | null;
  questions: TConditionQuestion[];
  onClose: () => void;
  onSave: (body: TTargetBody) => Promise<void>;
};

/** A quota: name, condition over the answers (the editor's condition builder), goal. */
export function TargetDialog({ target, questions, onClose, onSave }: TTargetDialogProps) {
  const [name, setName] = useState(target?.name ?? '');
  const [condition, setCondition] = useState(target?.condition ?? '');
  const [goal, setGoal] = useState(String(target?.goal ?? ''));
  const [isConditionComplete, setIsConditionComplete] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const problem = conditionValueProblems(condition, questions)[0];

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isConditionComplete) return setError('Escolha o valor de cada condição antes de salvar.');
    if (problem) return setError(problem);
    const parsed = ZTargetBody.safeParse({ name, condition, goal: goal === '' ? undefined : Number(goal) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    try {
      await onSave(parsed.data);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Erro ao salvar');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle>{target ? 'Editar cota' : 'Nova cota'}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label="Nome da cota" value={name} onChange={(event) => setName(event.target.value)} />
          <ConditionBuilder
            label="Conta as respostas completas em que"
            questions={questions}
            expression={condition}
            onChange={(next, isComplete) => {
              setCondition(next);
              setIsConditionComplete(isComplete);
            }}
          />
          {problem && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label="Meta"
            type="number"
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
            sx={{ maxWidth: 200 }}
          />
          {error && (
            <span role="alert" style={{ color: '#d32f2f' }}>
              {error}
            </span>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!isConditionComplete}>
            Salvar cota
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
