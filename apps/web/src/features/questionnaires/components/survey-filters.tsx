import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { SURVEY_STATUS_LABELS, SURVEY_STATUSES, type TSurveyStatus } from '@pesquisemais/shared';

export type TSurveyFilters = { q: string; status: TSurveyStatus | ''; category: string; archived: boolean };

type TSurveyFiltersProps = {
  value: TSurveyFilters;
  categories: string[];
  onChange: (value: TSurveyFilters) => void;
};

export function SurveyFilters({ value, categories, onChange }: TSurveyFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        label="Buscar"
        size="small"
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as TSurveyStatus | '' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {SURVEY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {SURVEY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Categoria"
        size="small"
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={value.archived}
            onChange={(event) => onChange({ ...value, archived: event.target.checked })}
          />
        }
        label="Arquivados"
      />
    </Stack>
  );
}
