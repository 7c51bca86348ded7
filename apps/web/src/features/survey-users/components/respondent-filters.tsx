import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type TPanelFilter, usePanelAttributes } from '../api/survey-users-api';
import { attributeLabel } from './panel-format';

export type TFlagFilters = { consent?: boolean; optedOut?: boolean };

type TRespondentFiltersProps = {
  q: string;
  onQChange: (q: string) => void;
  flags: TFlagFilters;
  onFlagsChange: (flags: TFlagFilters) => void;
  filters: TPanelFilter[];
  onFiltersChange: (filters: TPanelFilter[]) => void;
};

const FLAG_CHIPS: { label: string; flag: keyof TFlagFilters; value: boolean }[] = [
  { label: 'Com consentimento', flag: 'consent', value: true },
  { label: 'Sem consentimento', flag: 'consent', value: false },
  { label: 'Ativos', flag: 'optedOut', value: false },
  { label: 'Descadastrados', flag: 'optedOut', value: true },
];

/** Search, attribute filters (key + value, values suggested from the panel) and the flag chips. */
export function RespondentFilters(props: TRespondentFiltersProps) {
  const { q, onQChange, flags, onFlagsChange, filters, onFiltersChange } = props;
  const { data } = usePanelAttributes();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const values = data?.items.find((item) => item.key === key)?.values ?? [];

  const addFilter = (text: string) => {
    const trimmed = text.trim();
    if (!key || !trimmed) return;
    const rest = filters.filter((filter) => !(filter.key === key && filter.value === trimmed));
    onFiltersChange([...rest, { key, value: trimmed }]);
    setValue('');
  };
  const toggleFlag = (flag: keyof TFlagFilters, on: boolean) =>
    onFlagsChange({ ...flags, [flag]: flags[flag] === on ? undefined : on });
  const hasAny = filters.length > 0 || flags.consent !== undefined || flags.optedOut !== undefined;

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Buscar"
          placeholder="Nome, e-mail ou telefone"
          size="small"
          value={q}
          onChange={(event) => onQChange(event.target.value)}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          size="small"
          label="Atributo"
          value={key}
          onChange={(event) => {
            setKey(event.target.value);
            setValue('');
          }}
          sx={{ flex: 1, minWidth: 160 }}
        >
          {(data?.items ?? []).map((item) => (
            <MenuItem key={item.key} value={item.key}>
              {attributeLabel(item.key)}
            </MenuItem>
          ))}
          {data?.items.length === 0 && <MenuItem disabled>Nenhum atributo no painel</MenuItem>}
        </TextField>
        <Autocomplete
          freeSolo
          size="small"
          disabled={!key}
          options={values.map((item) => item.value)}
          inputValue={value}
          onInputChange={(_, next, reason) => {
            if (reason !== 'reset') setValue(next);
          }}
          onChange={(_, chosen) => {
            if (typeof chosen === 'string') addFilter(chosen);
          }}
          renderOption={({ key: optionKey, ...optionProps }, option) => (
            <li key={optionKey} {...optionProps}>
              {option} ({values.find((item) => item.value === option)?.count ?? 0})
            </li>
          )}
          renderInput={(params) => <TextField {...params} label="Valor" />}
          sx={{ flex: 1, minWidth: 180 }}
        />
        <Button variant="outlined" disabled={!key || !value.trim()} onClick={() => addFilter(value)}>
          Filtrar
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {FLAG_CHIPS.map((chip) => {
          const isOn = flags[chip.flag] === chip.value;
          return (
            <Chip
              key={chip.label}
              label={chip.label}
              size="small"
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              aria-pressed={isOn}
              onClick={() => toggleFlag(chip.flag, chip.value)}
            />
          );
        })}
        {filters.map((filter) => (
          <Chip
            key={`${filter.key}:${filter.value}`}
            size="small"
            color="secondary"
            label={`${attributeLabel(filter.key)}: ${filter.value}`}
            onDelete={() => onFiltersChange(filters.filter((item) => item !== filter))}
          />
        ))}
        {hasAny && (
          <Button
            size="small"
            onClick={() => {
              onFiltersChange([]);
              onFlagsChange({});
            }}
          >
            Limpar filtros
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
