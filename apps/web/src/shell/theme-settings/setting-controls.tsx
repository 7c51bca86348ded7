import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

type TOption<T extends string> = { value: T; label: string };

export function RadioSetting<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<TOption<T>>;
  onChange: (value: T) => void;
}) {
  return (
    <FormControl sx={{ display: 'flex', mb: 1.5 }}>
      <FormLabel sx={{ fontSize: 13 }}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-label={props.label}
        value={props.value}
        onChange={(_, value) => props.onChange(value as T)}
      >
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export function SwitchSetting(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Switch size="small" checked={props.checked} onChange={(_, checked) => props.onChange(checked)} />
      }
      sx={{ display: 'flex', mb: 1 }}
    />
  );
}

export function SelectSetting<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T)}
      sx={{ mb: 2 }}
    >
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
