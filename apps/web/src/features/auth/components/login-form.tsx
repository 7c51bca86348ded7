import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES, SESSION_MESSAGES, ZSignInBody } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { errorCode } from '@/lib/mutation-errors';
import { notify } from '@/lib/notify';
import { ResendConfirmationButton } from './resend-confirmation-button';

const EMPTY_LOGIN = { email: '', password: '' };

/**
 * Spec point 4: on success the route guard opens the next screen; on a field error the form is reset.
 * `?unlock=` is the link of the e-mail sent when wrong passwords lock an account: it lets the owner in.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [searchParams] = useSearchParams();
  const unlockToken = searchParams.get('unlock') ?? undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZSignInBody),
    defaultValues: EMPTY_LOGIN,
  });
  const { isValid } = formState;
  const login = useMutation({
    mutationFn: signIn,
    // Here, not in mutate(): the session change unmounts this form before mutate's callbacks would run.
    onSuccess: () => {
      notify(AUTH_MESSAGES.welcomeBack, 'success');
      notify(AUTH_MESSAGES.welcome, 'success');
    },
    meta: {
      form: {
        fields: ['email', 'password'],
        setFieldErrors: ({ email, password }) => {
          reset(EMPTY_LOGIN);
          if (email) setError('email', { type: 'server', message: email });
          if (password) setError('password', { type: 'server', message: password });
          // Spec point 4: the failure's text is also shown as a message.
          notify([email, password].filter(Boolean).join(' '), 'error');
        },
        // The lock and "confirm your e-mail" messages are long and tell the owner what to do: they stay in the form.
        message: { codes: ['ACCOUNT_LOCKED', 'EMAIL_NOT_CONFIRMED'], show: setFormError },
      },
    },
  });
  const isSubmitting = login.isPending;
  const unconfirmedEmail =
    formError && errorCode(login.error) === 'EMAIL_NOT_CONFIRMED' ? login.variables?.email : undefined;

  const handleLogin = handleSubmit((values) => {
    setFormError(null);
    login.mutate({ ...values, unlockToken });
  });

  return (
    <form noValidate onSubmit={(event) => void handleLogin(event)}>
      <Stack spacing={1}>
        {unlockToken && !formError && <Alert severity="info">{SESSION_MESSAGES.unlockLinkHint}</Alert>}
        {formError && (
          <Alert
            severity="warning"
            role="alert"
            action={unconfirmedEmail ? <ResendConfirmationButton email={unconfirmedEmail} /> : undefined}
          >
            {formError}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          disabled={isSubmitting}
        />
        <FormTextField
          control={control}
          name="password"
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          disabled={isSubmitting}
        />
        {isSubmitting && <LinearProgress aria-label={t('common.loading')} />}
        <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
