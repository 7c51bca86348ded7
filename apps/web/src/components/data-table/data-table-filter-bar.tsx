import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
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
import type { TFilterField } from './table-filter';

type TDataTableFilterBarProps = {
  fields: TFilterField[];
  value: TTableFilter;
  onChange: (filter: TTableFilter) => void;
};

/** Column, operator and the 'Filtrar' field; stacks on narrow screens. */
export function DataTableFilterBar({ fields, value, onChange }: TDataTableFilterBarProps) {
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
    <Box
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        // Column and operator share a line on a phone; the value gets the next one to itself.
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(140px, auto) minmax(140px, auto) 1fr' },
      }}
    >
      {fields.length > 1 && (
        <TextField
          select
          size="small"
          label="Coluna"
          value={field.id}
          onChange={(event) => setField(event.target.value)}
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
        sx={{ gridColumn: fields.length > 1 ? undefined : { xs: 'span 2', sm: 'span 2' } }}
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
            'aria-label': TABLE_FILTER_MESSAGES.placeholder,
            maxLength: TABLE_FILTER_LIMITS.valueMax,
          },
        }}
        sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
      />
    </Box>
  );
}
