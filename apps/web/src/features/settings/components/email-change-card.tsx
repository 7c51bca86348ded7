import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TEmailChangeBody, ZEmailChangeBody } from '@pesquisemais/shared';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/account-api';

const EMPTY: TEmailChangeBody = { newEmail: '', currentPassword: '' };

/** Follows the confirmation link (?emailToken=) once, then drops it from the address. */
function useConfirmLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('emailToken');
  const confirm = useConfirmEmailChange();
  const { updateUser } = useAuth();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm.mutate(token, {
      // Reloads the session user so the new e-mail shows everywhere, then says what happened.
      onSuccess: ({ message }) =>
        void updateUser({})
          .catch(() => undefined)
          .then(() => notify(message, 'success')),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [token, confirm, setParams, updateUser]);
}

/** Conta: a new e-mail, confirmed through a link mailed to it (the current password required). */
export function EmailChangeCard() {
  const { user } = useAuth();
  useConfirmLink();
  const request = useRequestEmailChange();
  const { control, handleSubmit, formState, reset } = useForm<TEmailChangeBody>({
    mode: 'onChange',
    resolver: zodResolver(ZEmailChangeBody),
    defaultValues: EMPTY,
  });
  const handleSave = handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        notify(message, 'success');
      },
    }),
  );
  const isBusy = request.isPending;

  return (
    <Card variant="outlined">
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSave(event)} aria-label="Alterar e-mail">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              E-mail
            </Typography>
            <Typography variant="body2" color="text.secondary">
              E-mail atual: <strong>{user.data.email}</strong>. O novo e-mail passa a valer quando você abrir
              o link que enviaremos para ele.
            </Typography>
            <FormTextField
              control={control}
              name="newEmail"
              label="Novo e-mail"
              type="email"
              disabled={isBusy}
            />
            <FormTextField
              control={control}
              name="currentPassword"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              disabled={isBusy}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={!formState.isValid || isBusy}>
                Enviar link de confirmação
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
