import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, ZRegisterForm } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { getAuthFieldErrors } from '@/lib/auth/auth-errors';
import { notify } from '@/lib/notify';

const EMPTY_REGISTER = { displayName: '', email: '', password: '', passwordConfirm: '' };

/** On success the user is signed in; the route guard then opens the remembered address or '/'. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register } = useAuth();
  const { control, handleSubmit, setError, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZRegisterForm),
    defaultValues: EMPTY_REGISTER,
  });
  const { isValid, isSubmitting } = formState;

  const handleRegister = handleSubmit(async ({ displayName, email, password }) => {
    try {
      await register({ displayName, email, password });
      notify(AUTH_MESSAGES.welcome, 'success');
    } catch (error) {
      const fieldErrors = getAuthFieldErrors(error);
      const entries = Object.entries(fieldErrors);
      if (entries.length === 0) {
        notify(getErrorMessage(error), 'error');
        return;
      }
      for (const [field, message] of entries) {
        setError(field as keyof typeof fieldErrors, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void handleRegister(event)}>
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="displayName"
          label={t('auth.register.name')}
          autoComplete="name"
          autoFocus
          disabled={isSubmitting}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          disabled={isSubmitting}
        />
        <FormTextField
          control={control}
          name="password"
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
        />
        <FormTextField
          control={control}
          name="passwordConfirm"
          label={t('auth.register.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          disabled={isSubmitting}
        />
        {isSubmitting && <LinearProgress aria-label={t('common.loading')} />}
        <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
