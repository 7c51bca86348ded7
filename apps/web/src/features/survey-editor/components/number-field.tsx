import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** '' and text that is not (yet) a number mean "no value". */
export function readNumber(text: string): number | undefined {
  return text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
}

type TNumberFieldProps = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** Shown while empty: the value that applies when none is set. */
  placeholder?: string;
};

/**
 * A number typed as text: what is typed stays as typed ('-', '1.', an emptied field) while it means the
 * stored value, so no keystroke is replaced by the parsed number; a change from outside shows at once.
 */
export function NumberField({ label, value, onChange, placeholder }: TNumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const shown = readNumber(text) === value ? text : value === undefined ? '' : String(value);
  return (
    <TextField
      label={label}
      size="small"
      value={shown}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        inputLabel: placeholder === undefined ? undefined : { shrink: true },
      }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readNumber(event.target.value));
      }}
    />
  );
}
