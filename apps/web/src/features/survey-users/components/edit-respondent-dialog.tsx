import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { TPanelRespondent } from '@pesquisemais/shared';
import { type Control, Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { notify } from '@/lib/notify';
import { useUpdatePanelRespondent } from '../api/survey-users-api';
import { AttributeFields } from './attribute-fields';
import { formatDateTime, sortedAttributes } from './panel-format';
import { type TRespondentForm, type TRespondentFormInput, ZRespondentForm } from './respondent-form';

type TEditRespondentDialogProps = { respondent: TPanelRespondent; onClose: () => void };

function FlagSwitch(props: {
  control: Control<TRespondentFormInput>;
  name: 'consent' | 'optedOut';
  label: string;
  help: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={props.label}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{props.help}</FormHelperText>
        </div>
      )}
    />
  );
}

/** Edits a respondent: name, e-mail, phone, attributes, and the consent and opt-out flags. */
export function EditRespondentDialog({ respondent, onClose }: TEditRespondentDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<
    TRespondentFormInput,
    unknown,
    TRespondentForm
  >({
    mode: 'onChange',
    resolver: zodResolver(ZRespondentForm),
    defaultValues: {
      name: respondent.name,
      email: respondent.email,
      phone: respondent.phone,
      attributes: sortedAttributes(respondent.attributes).map(([key, value]) => ({ key, value })),
      consent: respondent.consent,
      optedOut: respondent.optedOut,
    },
  });

  // The only conflict an edit meets is another respondent's e-mail: it belongs on the E-mail field.
  const showOnEmail = (message: string) => setError('email', { message });
  const save = useUpdatePanelRespondent(respondent.id, {
    fields: ['email'],
    setFieldErrors: (errors) => errors.email && showOnEmail(errors.email),
    message: { codes: ['CONFLICT'], show: showOnEmail },
  });

  const handleSave = handleSubmit((parsed) =>
    save.mutate(
      { ...parsed, attributes: Object.fromEntries(parsed.attributes.map((row) => [row.key, row.value])) },
      {
        onSuccess: () => {
          notify('Respondente salvo.', 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      {/* A flex column like the dialog's paper, so the content scrolls and the buttons stay in view. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSave(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle>Editar respondente</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Nome" />
            <FormTextField control={control} name="email" label="E-mail" type="email" />
            <FormTextField control={control} name="phone" label="Telefone" />
            <AttributeFields control={control} />
            <FlagSwitch
              control={control}
              name="consent"
              label="Consentimento"
              help={
                respondent.consent
                  ? `Concordou em participar em ${formatDateTime(respondent.consentAt)}.`
                  : 'Concordou em receber convites e participar de pesquisas.'
              }
            />
            <FlagSwitch
              control={control}
              name="optedOut"
              label="Descadastrado (não recebe mais convites)"
              help={
                respondent.optedOut
                  ? `Pediu para sair em ${formatDateTime(respondent.optedOutAt)}.`
                  : 'Marque quando o respondente pedir para não ser mais convidado.'
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
            Salvar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
