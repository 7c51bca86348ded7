import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TChangePasswordForm, ZChangePasswordForm } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const EMPTY: TChangePasswordForm = { currentPassword: '', password: '', passwordConfirm: '' };

/** Perfil: change one's own password (POST /api/auth/change-password), the current one required. */
export function PasswordCard() {
  const { control, handleSubmit, formState, reset } = useForm<TChangePasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const { isValid } = formState;

  const changePassword = useChangePassword();
  const isSubmitting = changePassword.isPending;
  const handleSave = handleSubmit(({ currentPassword, password }) =>
    changePassword.mutate(
      { currentPassword, password },
      {
        onSuccess: ({ message }) => {
          reset(EMPTY);
          notify(message, 'success');
        },
      },
    ),
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSave(event)} aria-label="Alterar senha">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Senha
            </Typography>
            <FormTextField
              control={control}
              name="currentPassword"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              disabled={isSubmitting}
            />
            <FormTextField
              control={control}
              name="password"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              disabled={isSubmitting}
            />
            <FormTextField
              control={control}
              name="passwordConfirm"
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
              disabled={isSubmitting}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
                Alterar senha
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
