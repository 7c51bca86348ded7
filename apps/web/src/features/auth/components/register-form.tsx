import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, ZRegisterForm } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';

const EMPTY_REGISTER = { displayName: '', email: '', password: '', passwordConfirm: '' };
/** The fields a refused registration names (spec point 7). */
const SERVER_FIELDS = ['displayName', 'email', 'password'] as const;
type TServerField = (typeof SERVER_FIELDS)[number];

/** On success the user is signed in; the route guard then opens the remembered address or '/'. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register } = useAuth();
  const { control, handleSubmit, setError, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZRegisterForm),
    defaultValues: EMPTY_REGISTER,
  });
  const { isValid } = formState;
  const registration = useMutation({
    mutationFn: register,
    // Here, not in mutate(): the new session unmounts this form before mutate's callbacks would run.
    onSuccess: () => notify(AUTH_MESSAGES.welcome, 'success'),
    meta: {
      form: {
        fields: SERVER_FIELDS,
        setFieldErrors: (errors) => {
          for (const [field, message] of Object.entries(errors))
            setError(field as TServerField, { type: 'server', message }, { shouldFocus: true });
        },
      },
    },
  });
  const isSubmitting = registration.isPending;

  const handleRegister = handleSubmit(({ displayName, email, password }) =>
    registration.mutate({ displayName, email, password }),
  );

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
