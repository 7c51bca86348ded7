import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  isClauseComplete,
  isListOperator,
  type TConditionClause,
  type TConditionQuestion,
  type TConditionValue,
} from '@pesquisemais/shared';

type TValueFieldProps = {
  number: number;
  clause: TConditionClause;
  question: TConditionQuestion | undefined;
  onChange: (value: TConditionValue | undefined) => void;
};

const sameValue = (a: unknown, b: unknown) => a !== undefined && String(a) === String(b);

/**
 * The value of a clause. Questions with a fixed set of values (yes/no, choices, rating) pick among
 * their options by label and store the option's own value (true/false, the choice value, a number);
 * nothing is shown as picked until it is. Numbers and free text are typed.
 */
export function ConditionValueField({ number, clause, question, onChange }: TValueFieldProps) {
  const isList = isListOperator(clause.operator);
  const options = question?.options ?? [];
  const isComplete = isClauseComplete(clause);
  const common = {
    size: 'small' as const,
    label: `Valor ${number}`,
    error: !isComplete,
    sx: { minWidth: { sm: 160 } },
  };

  if (options.length > 0) {
    const picked = Array.isArray(clause.value)
      ? clause.value
      : clause.value === undefined
        ? []
        : [clause.value];
    const indexes = options.flatMap((option, index) =>
      picked.some((value) => sameValue(value, option.value)) ? [String(index)] : [],
    );
    const optionValue = (index: string) => options[Number(index)]?.value;
    const listed = (value: unknown) =>
      (Array.isArray(value) ? value : [])
        .map((index) => optionValue(String(index)))
        .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
    return (
      <TextField
        {...common}
        select
        value={isList ? indexes : (indexes[0] ?? '')}
        helperText={isComplete ? undefined : 'Escolha um valor'}
        slotProps={{ select: { multiple: isList } }}
        onChange={(event) => onChange(isList ? listed(event.target.value) : optionValue(event.target.value))}
      >
        {options.map((option, index) => (
          <MenuItem key={`${typeof option.value}:${String(option.value)}`} value={String(index)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  if (question?.kind === 'number' && !isList) {
    return (
      <TextField
        {...common}
        type="number"
        value={typeof clause.value === 'number' ? String(clause.value) : ''}
        helperText={isComplete ? undefined : 'Informe um número'}
        onChange={(event) => {
          const raw = event.target.value.trim();
          onChange(raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw));
        }}
      />
    );
  }

  const text = Array.isArray(clause.value) ? clause.value.join(', ') : String(clause.value ?? '');
  return (
    <TextField
      {...common}
      value={text}
      helperText={isList ? 'Separe os valores por vírgula' : isComplete ? undefined : 'Informe um valor'}
      onChange={(event) => {
        const raw = event.target.value;
        if (!isList) return onChange(raw === '' ? undefined : raw);
        onChange(
          raw
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
