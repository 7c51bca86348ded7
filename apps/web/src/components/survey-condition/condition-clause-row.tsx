import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONDITION_OPERATORS,
  isListOperator,
  operatorNeedsValue,
  type TConditionClause,
  type TConditionOperator,
  type TConditionValue,
} from './condition-expression';

/** A question the condition may test: its kind decides how the value is typed. */
export type TConditionQuestion = {
  name: string;
  label: string;
  valueKind: 'text' | 'number' | 'boolean';
  choices?: string[];
};

type TRowProps = {
  index: number;
  clause: TConditionClause;
  questions: TConditionQuestion[];
  onChange: (clause: TConditionClause) => void;
  onRemove: () => void;
};

function toValue(
  raw: string,
  question: TConditionQuestion | undefined,
  operator: TConditionOperator,
): TConditionValue {
  if (isListOperator(operator)) {
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (question?.valueKind === 'number' && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (question?.valueKind === 'boolean') return raw === 'true';
  return raw;
}

function toText(value: TConditionValue | undefined): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

export function ConditionClauseRow({ index, clause, questions, onChange, onRemove }: TRowProps) {
  const question = questions.find((item) => item.name === clause.question);
  const number = index + 1;
  const hasChoices = Boolean(question?.choices?.length) && !isListOperator(clause.operator);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={`Pergunta ${number}`}
        value={question ? clause.question : ''}
        onChange={(event) => onChange({ ...clause, question: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        {questions.map((item) => (
          <MenuItem key={item.name} value={item.name}>
            {item.label}
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
          onChange({ ...clause, operator, value: operatorNeedsValue(operator) ? clause.value : undefined });
        }}
        sx={{ minWidth: 170 }}
      >
        {CONDITION_OPERATORS.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
      {operatorNeedsValue(clause.operator) &&
        (question?.valueKind === 'boolean' ? (
          <TextField
            select
            size="small"
            label={`Valor ${number}`}
            value={String(clause.value === true)}
            onChange={(event) => onChange({ ...clause, value: event.target.value === 'true' })}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="true">Sim</MenuItem>
            <MenuItem value="false">Não</MenuItem>
          </TextField>
        ) : (
          <TextField
            select={hasChoices}
            size="small"
            label={`Valor ${number}`}
            value={toText(clause.value)}
            type={question?.valueKind === 'number' && !hasChoices ? 'number' : 'text'}
            helperText={isListOperator(clause.operator) ? 'Separe os valores por vírgula' : undefined}
            onChange={(event) =>
              onChange({ ...clause, value: toValue(event.target.value, question, clause.operator) })
            }
            sx={{ minWidth: 160 }}
          >
            {hasChoices &&
              question?.choices?.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
          </TextField>
        ))}
      <IconButton aria-label={`Remover condição ${number}`} onClick={onRemove} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
