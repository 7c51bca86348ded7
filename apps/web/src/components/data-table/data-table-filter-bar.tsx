import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  filterProblem,
  operatorsFor,
  TABLE_FILTER_LIMITS,
  TABLE_FILTER_MESSAGES,
  TABLE_FILTER_OPERATOR_LABELS,
  type TTableFilter,
  type TTableFilterOperator,
} from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import type { TFilterField } from './table-filter';

type TDataTableFilterBarProps = {
  fields: TFilterField[];
  value: TTableFilter;
  onChange: (filter: TTableFilter) => void;
  /** The screen's own filters (status, dates...), laid out with the column filter. */
  children?: ReactNode;
};

/** Column, operator and the 'Filtrar' field; stacks on narrow screens. */
export function DataTableFilterBar({ fields, value, onChange, children }: TDataTableFilterBarProps) {
  const field = fields.find((item) => item.id === value.field) ?? fields[0];
  if (!field) return null;
  const operators = operatorsFor(field.type);
  const problem = value.value.trim() ? filterProblem(field.type, value.operator, value.value.trim()) : null;
  const setField = (id: string) => {
    const next = fields.find((item) => item.id === id) ?? field;
    const operator = operatorsFor(next.type).includes(value.operator) ? value.operator : 'contains';
    onChange({ ...value, field: next.id, operator });
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 1.5, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap', rowGap: 1 }}
    >
      {fields.length > 1 && (
        <TextField
          select
          size="small"
          label="Coluna"
          value={field.id}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: { sm: 150 } }}
        >
          {fields.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Operador"
        value={value.operator}
        onChange={(event) => onChange({ ...value, operator: event.target.value as TTableFilterOperator })}
        sx={{ minWidth: { sm: 150 } }}
      >
        {operators.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {TABLE_FILTER_OPERATOR_LABELS[operator]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        placeholder={TABLE_FILTER_MESSAGES.placeholder}
        value={value.value}
        onChange={(event) => onChange({ ...value, field: field.id, value: event.target.value })}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{
          htmlInput: {
            'aria-label': `${TABLE_FILTER_MESSAGES.placeholder}: ${field.label}`,
            maxLength: TABLE_FILTER_LIMITS.valueMax,
          },
        }}
        sx={{ flex: 1, minWidth: { sm: 160 } }}
      />
      {children}
    </Stack>
  );
}
