import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  conditionToExpression,
  expressionToCondition,
  isClauseComplete,
  type TCondition,
  type TConditionClause,
  type TConditionJoin,
  type TConditionQuestion,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { ConditionClauseRow, newClause } from './condition-clause-row';

type TConditionBuilderProps = {
  /** Accessible name of the whole builder, e.g. 'Mostrar esta pergunta quando'. */
  label: string;
  questions: TConditionQuestion[];
  expression: string;
  /** The expression of the complete clauses; `isComplete` is false while a clause still lacks its value. */
  onChange: (expression: string, isComplete: boolean) => void;
};

type TDraft = { condition: TCondition | null; written: string };

/**
 * A form of (question, operator, value) rows that writes a SurveyJS expression. Rows are kept here until
 * their value is picked (the expression leaves them out meanwhile); a new expression from outside resets them.
 */
export function ConditionBuilder({ label, questions, expression, onChange }: TConditionBuilderProps) {
  const [draft, setDraft] = useState<TDraft>(() => ({
    condition: expressionToCondition(expression),
    written: expression,
  }));
  const [isAdvanced, setIsAdvanced] = useState(draft.condition === null);
  if (draft.written !== expression) {
    // Adjusting state while rendering (React's pattern for props that replace local state).
    setDraft({ condition: expressionToCondition(expression), written: expression });
  }
  const parsed = draft.written === expression ? draft.condition : expressionToCondition(expression);
  const condition: TCondition = parsed ?? { join: 'and', clauses: [] };

  const write = (next: TCondition) => {
    const written = conditionToExpression(next);
    setDraft({ condition: next, written });
    onChange(written, next.clauses.every(isClauseComplete));
  };
  const updateClause = (index: number, clause: TConditionClause) =>
    write({ ...condition, clauses: condition.clauses.map((item, at) => (at === index ? clause : item)) });
  const removeClause = (index: number) =>
    write({ ...condition, clauses: condition.clauses.filter((_, at) => at !== index) });
  const addClause = () =>
    write({
      ...condition,
      clauses: [...condition.clauses, newClause(questions[0])],
    });

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {isAdvanced || parsed === null ? (
        <TextField
          label="Expressão SurveyJS"
          size="small"
          value={expression}
          onChange={(event) => onChange(event.target.value, true)}
          helperText="Ex.: {idade} >= 18 and {especialidade} = 'cardiologia'"
        />
      ) : (
        <>
          {condition.clauses.length > 1 && (
            <TextField
              select
              size="small"
              label="Combinar"
              value={condition.join}
              onChange={(event) => write({ ...condition, join: event.target.value as TConditionJoin })}
              sx={{ maxWidth: 260 }}
            >
              <MenuItem value="and">todas as condições (e)</MenuItem>
              <MenuItem value="or">qualquer condição (ou)</MenuItem>
            </TextField>
          )}
          {condition.clauses.map((clause, index) => (
            <ConditionClauseRow
              // biome-ignore lint/suspicious/noArrayIndexKey: clauses have no identity besides their place.
              key={index}
              index={index}
              clause={clause}
              questions={questions}
              onChange={(next) => updateClause(index, next)}
              onRemove={() => removeClause(index)}
            />
          ))}
          {condition.clauses.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Sem condição: sempre.
            </Typography>
          )}
        </>
      )}
      <Stack direction="row" spacing={1}>
        {!isAdvanced && parsed !== null && (
          <Button size="small" startIcon={<AddIcon />} onClick={addClause} disabled={questions.length === 0}>
            Adicionar condição
          </Button>
        )}
        <Button size="small" onClick={() => setIsAdvanced((value) => !value)} disabled={parsed === null}>
          {isAdvanced ? 'Usar formulário' : 'Editar como texto'}
        </Button>
      </Stack>
    </Box>
  );
}
