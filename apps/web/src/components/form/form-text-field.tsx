import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type TFormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
};

/** A text field bound to react-hook-form: the field's error is its helper text and marks it in error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...fieldProps
}: TFormTextFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          {...fieldProps}
          id={id}
          inputRef={ref}
          value={field.value ?? ''}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
          fullWidth
          variant="outlined"
        />
      )}
    />
  );
}
