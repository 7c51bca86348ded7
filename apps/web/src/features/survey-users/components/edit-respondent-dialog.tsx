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
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { FormTextField } from '@/components/form/form-text-field';
import { useGuardedClose } from '@/components/form-dialog/use-guarded-close';
import type { TFormErrorTarget } from '@/lib/mutation-errors';
import { notify } from '@/lib/notify';
import {
  useCreatePanelRespondent,
  useRemovePanelRespondent,
  useUpdatePanelRespondent,
} from '../api/survey-users-api';
import { AttributeFields } from './attribute-fields';
import { formatDateTime, sortedAttributes } from './panel-format';
import { type TRespondentForm, type TRespondentFormInput, ZRespondentForm } from './respondent-form';

/** `respondent` null: a new member ('Novo respondente'). */
type TEditRespondentDialogProps = { respondent: TPanelRespondent | null; onClose: () => void };

const EMPTY_FORM: TRespondentFormInput = {
  name: '',
  email: '',
  phone: '',
  attributes: [],
  consent: false,
  optedOut: false,
};

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

/**
 * Adds or edits a panel member: name, e-mail, phone, attributes, consent (and, once a member, the opt-out);
 * an edited member can also be removed. Closing with unsaved input asks first.
 */
export function EditRespondentDialog({ respondent, onClose }: TEditRespondentDialogProps) {
  const { control, handleSubmit, formState, setError } = useForm<
    TRespondentFormInput,
    unknown,
    TRespondentForm
  >({
    mode: 'onChange',
    resolver: zodResolver(ZRespondentForm),
    defaultValues: respondent
      ? {
          name: respondent.name,
          email: respondent.email,
          phone: respondent.phone,
          attributes: sortedAttributes(respondent.attributes).map(([key, value]) => ({ key, value })),
          consent: respondent.consent,
          optedOut: respondent.optedOut,
        }
      : EMPTY_FORM,
  });

  // The only conflict a save meets is another member's e-mail: it belongs on the E-mail field.
  const showOnEmail = (message: string) => setError('email', { message });
  const form: TFormErrorTarget = {
    fields: ['email'],
    setFieldErrors: (errors) => errors.email && showOnEmail(errors.email),
    message: { codes: ['CONFLICT'], show: showOnEmail },
  };
  const update = useUpdatePanelRespondent(respondent?.id ?? '', form);
  const create = useCreatePanelRespondent(form);
  const remove = useRemovePanelRespondent(respondent?.id ?? '');
  const isBusy = update.isPending || create.isPending || remove.isPending;
  const requestClose = useGuardedClose(formState.isDirty, onClose);

  const handleSave = handleSubmit(({ optedOut, ...parsed }) => {
    const body = {
      ...parsed,
      attributes: Object.fromEntries(parsed.attributes.map((row) => [row.key, row.value])),
    };
    const done = {
      onSuccess: () => {
        notify(respondent ? 'Respondente salvo.' : 'Respondente adicionado ao painel.', 'success');
        onClose();
      },
    };
    if (respondent) update.mutate({ ...body, optedOut }, done);
    else create.mutate(body, done);
  });

  const handleRemove = async () => {
    const isConfirmed = await confirm({
      title: 'Remover este respondente do painel?',
      message:
        'Os dados pessoais saem do painel (LGPD) e os convites dele deixam de valer; as respostas já dadas ficam nos resultados, sem o nome.',
      confirmText: 'Remover',
    });
    if (isConfirmed)
      remove.mutate(undefined, {
        onSuccess: () => {
          notify('Respondente removido do painel.', 'success');
          onClose();
        },
      });
  };

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm">
      {/* A flex column like the dialog's paper, so the content scrolls and the buttons stay in view. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSave(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle>{respondent ? 'Editar respondente' : 'Novo respondente'}</DialogTitle>
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
                respondent?.consent
                  ? `Concordou em participar em ${formatDateTime(respondent.consentAt)}.`
                  : 'Concordou em receber convites e participar de pesquisas.'
              }
            />
            {respondent && (
              <FlagSwitch
                control={control}
                name="optedOut"
                label="Descadastrado (não recebe mais convites)"
                help={
                  respondent?.optedOut
                    ? `Pediu para sair em ${formatDateTime(respondent?.optedOutAt)}.`
                    : 'Marque quando o respondente pedir para não ser mais convidado.'
                }
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {respondent && (
            <Button color="error" onClick={() => void handleRemove()} disabled={isBusy} sx={{ mr: 'auto' }}>
              Remover
            </Button>
          )}
          <Button onClick={() => void requestClose()}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || isBusy}>
            {respondent ? 'Salvar' : 'Adicionar ao painel'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
