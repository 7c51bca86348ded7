import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConditionClauseRow, type TConditionQuestion } from './condition-clause-row';
import {
  conditionToExpression,
  expressionToCondition,
  type TCondition,
  type TConditionClause,
  type TConditionJoin,
} from './condition-expression';

export type { TConditionQuestion } from './condition-clause-row';

type TConditionBuilderProps = {
  /** Accessible name of the whole builder, e.g. 'Mostrar esta pergunta quando'. */
  label: string;
  questions: TConditionQuestion[];
  expression: string;
  onChange: (expression: string) => void;
};

/** A form of (question, operator, value) rows that writes a SurveyJS expression. */
export function ConditionBuilder({ label, questions, expression, onChange }: TConditionBuilderProps) {
  const parsed = expressionToCondition(expression);
  const [isAdvanced, setIsAdvanced] = useState(parsed === null);
  const condition: TCondition = parsed ?? { join: 'and', clauses: [] };

  const write = (next: TCondition) => onChange(conditionToExpression(next));
  const updateClause = (index: number, clause: TConditionClause) =>
    write({ ...condition, clauses: condition.clauses.map((item, at) => (at === index ? clause : item)) });
  const removeClause = (index: number) =>
    write({ ...condition, clauses: condition.clauses.filter((_, at) => at !== index) });
  const addClause = () =>
    write({
      ...condition,
      clauses: [...condition.clauses, { question: questions[0]?.name ?? '', operator: 'equal', value: '' }],
    });

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {isAdvanced || parsed === null ? (
        <TextField
          label="Expressão SurveyJS"
          size="small"
          value={expression}
          onChange={(event) => onChange(event.target.value)}
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
