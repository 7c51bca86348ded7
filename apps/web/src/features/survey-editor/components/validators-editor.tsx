import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TSurveyElement } from '../model/survey-json';
import { type TValidatorForm, validatorsFromJson, validatorsPatch } from '../model/validators';
import { NumberField } from './number-field';

type TValidatorsEditorProps = { element: TSurveyElement; onPatch: (patch: Record<string, unknown>) => void };

/** Numeric range for numbers; length, pattern and e-mail for texts. */
export function ValidatorsEditor({ element, onPatch }: TValidatorsEditorProps) {
  const form = validatorsFromJson(element);
  const isNumber = element.inputType === 'number';
  const isText = (element.type === 'text' && !element.inputType) || element.type === 'comment';
  const change = (patch: Partial<TValidatorForm>) => onPatch(validatorsPatch(element, { ...form, ...patch }));
  const numberField = (label: string, key: 'minValue' | 'maxValue' | 'minLength' | 'maxLength') => (
    <NumberField label={label} value={form[key]} onChange={(value) => change({ [key]: value })} />
  );

  if (!isNumber && !isText) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Validação</Typography>
      {isNumber && (
        <Stack direction="row" spacing={1}>
          {numberField('Valor mínimo', 'minValue')}
          {numberField('Valor máximo', 'maxValue')}
        </Stack>
      )}
      {isText && (
        <>
          <Stack direction="row" spacing={1}>
            {numberField('Mínimo de caracteres', 'minLength')}
            {numberField('Máximo de caracteres', 'maxLength')}
          </Stack>
          <TextField
            label="Expressão regular"
            size="small"
            value={form.regex ?? ''}
            onChange={(event) => change({ regex: event.target.value || undefined })}
          />
          {form.regex && (
            <TextField
              label="Mensagem da expressão regular"
              size="small"
              value={form.regexMessage ?? ''}
              onChange={(event) => change({ regexMessage: event.target.value || undefined })}
            />
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={form.isEmail === true}
                onChange={(event) => change({ isEmail: event.target.checked || undefined })}
              />
            }
            label="Deve ser um e-mail"
          />
        </>
      )}
    </Stack>
  );
}
