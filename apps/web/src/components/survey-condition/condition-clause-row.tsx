import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONDITION_OPERATORS,
  isListOperator,
  OPERATORS_BY_KIND,
  operatorNeedsValue,
  type TConditionClause,
  type TConditionOperator,
  type TConditionQuestion,
  type TConditionValue,
} from '@pesquisemais/shared';
import { ConditionValueField } from './condition-value-field';

type TRowProps = {
  index: number;
  clause: TConditionClause;
  questions: TConditionQuestion[];
  onChange: (clause: TConditionClause) => void;
  onRemove: () => void;
};

/** A new clause on a question: its kind's first operator and no value picked yet. */
export function newClause(question: TConditionQuestion | undefined): TConditionClause {
  return {
    question: question?.name ?? '',
    operator: OPERATORS_BY_KIND[question?.kind ?? 'text'][0] ?? 'equal',
  };
}

/** Keeps what still fits when the operator changes between one value, a list and none. */
function valueFor(operator: TConditionOperator, value: TConditionValue | undefined) {
  if (!operatorNeedsValue(operator) || value === undefined) return undefined;
  if (isListOperator(operator))
    return Array.isArray(value) ? value : typeof value === 'boolean' ? undefined : [value];
  return Array.isArray(value) ? value[0] : value;
}

export function ConditionClauseRow({ index, clause, questions, onChange, onRemove }: TRowProps) {
  const question = questions.find((item) => item.name === clause.question);
  const number = index + 1;
  const allowed = OPERATORS_BY_KIND[question?.kind ?? 'other'];
  const operators = CONDITION_OPERATORS.filter(
    (item) => allowed.includes(item.id) || item.id === clause.operator,
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      spacing={1}
      // Wrapping only in a row: a wrapping column sizes its line to the widest text (a long question title),
      // pushing a 320 px page sideways; unwrapped, each field takes the column's width and cuts the text.
      sx={{ alignItems: { sm: 'flex-start' }, flexWrap: { xs: 'nowrap', sm: 'wrap' } }}
    >
      <TextField
        select
        size="small"
        label={`Pergunta ${number}`}
        value={question ? clause.question : ''}
        onChange={(event) => onChange(newClause(questions.find((item) => item.name === event.target.value)))}
        sx={{ minWidth: { sm: 180 } }}
      >
        {questions.map((item) => (
          <MenuItem key={item.name} value={item.name}>
            {`${item.name} — ${item.title}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={`Operador ${number}`}
        value={clause.operator}
        onChange={(event) => {
          const operator = event.target.value as TConditionOperator;
          onChange({ ...clause, operator, value: valueFor(operator, clause.value) });
        }}
        sx={{ minWidth: { sm: 170 } }}
      >
        {operators.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      {operatorNeedsValue(clause.operator) && (
        <ConditionValueField
          number={number}
          clause={clause}
          question={question}
          onChange={(value) => onChange({ ...clause, value })}
        />
      )}
      <IconButton aria-label={`Remover condição ${number}`} onClick={onRemove} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
