import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useFieldArray, useFormState } from 'react-hook-form';
import type { TRespondentFormInput } from './respondent-form';

type TAttributeFieldsProps = { control: Control<TRespondentFormInput> };

/** The respondent's attributes as key/value rows (especialidade, regiao, crm...). */
export function AttributeFields({ control }: TAttributeFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const { errors } = useFormState({ control, name: 'attributes' });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Atributos</Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {(['key', 'value'] as const).map((part) => (
            <Controller
              key={part}
              control={control}
              name={`attributes.${index}.${part}`}
              render={({ field: input, fieldState }) => (
                <TextField
                  {...input}
                  size="small"
                  label={part === 'key' ? `Atributo ${index + 1}` : `Valor ${index + 1}`}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                  sx={{ flex: 1 }}
                />
              )}
            />
          ))}
          <IconButton aria-label={`Remover atributo ${index + 1}`} onClick={() => remove(index)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {(errors.attributes?.root?.message ?? errors.attributes?.message) && (
        <Typography variant="caption" color="error">
          {errors.attributes?.root?.message ?? errors.attributes?.message}
        </Typography>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append({ key: '', value: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Adicionar atributo
      </Button>
    </Stack>
  );
}
