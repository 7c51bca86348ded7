import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TChangePasswordForm, ZChangePasswordForm, ZChangePasswordResponse } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import { apiRequest, getErrorMessage } from '@/lib/api-client';
import { setStoredToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';

const EMPTY: TChangePasswordForm = { currentPassword: '', password: '', passwordConfirm: '' };

/** Perfil: change one's own password (POST /api/auth/change-password), the current one required. */
export function PasswordCard() {
  const { control, handleSubmit, formState, reset } = useForm<TChangePasswordForm>({
    mode: 'onChange',
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const { isValid, isSubmitting } = formState;

  const handleSave = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const { message, access_token } = await apiRequest('/api/auth/change-password', {
        method: 'POST',
        body: { currentPassword, password },
        schema: ZChangePasswordResponse,
      });
      // The change ended every earlier session, this tab's token included: keep the new one.
      setStoredToken(access_token);
      reset(EMPTY);
      notify(message, 'success');
    } catch (error) {
      notify(getErrorMessage(error), 'error');
    }
  });

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
