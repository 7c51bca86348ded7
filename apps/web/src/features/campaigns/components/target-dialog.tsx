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
  ZTargetBody,
} from '@pesquisemais/shared';
import { type FormEvent, useState } from 'react';
import { ConditionBuilder } from '@/components/survey-condition/condition-builder';
import { toErrorLine } from '@/lib/mutation-errors';
import { useSaveTarget } from '../api/targets-api';

type TTargetDialogProps = {
  campaignId: string;
  target: TTarget | null;
  questions: TConditionQuestion[];
  onClose: () => void;
  onSaved: () => void;
};

/** A quota: name, condition over the answers (the editor's condition builder), goal. */
export function TargetDialog({ campaignId, target, questions, onClose, onSaved }: TTargetDialogProps) {
  const [name, setName] = useState(target?.name ?? '');
  const [condition, setCondition] = useState(target?.condition ?? '');
  const [goal, setGoal] = useState(String(target?.goal ?? ''));
  const [isConditionComplete, setIsConditionComplete] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const problem = conditionValueProblems(condition, questions)[0];
  const save = useSaveTarget(campaignId, target?.id ?? null, toErrorLine(setError));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConditionComplete) return setError('Escolha o valor de cada condição antes de salvar.');
    if (problem) return setError(problem);
    const parsed = ZTargetBody.safeParse({ name, condition, goal: goal === '' ? undefined : Number(goal) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <form onSubmit={handleSubmit} noValidate>
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
