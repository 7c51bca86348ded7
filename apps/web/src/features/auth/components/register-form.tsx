import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZRegisterForm } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { ConsentCheckbox } from './consent-checkbox';
import { ResendConfirmationButton } from './resend-confirmation-button';

const EMPTY_REGISTER = { displayName: '', email: '', password: '', passwordConfirm: '', consent: false };
/** The fields a refused registration names (spec point 7, and the consent). */
const SERVER_FIELDS = ['displayName', 'email', 'password', 'consent'] as const;
type TServerField = (typeof SERVER_FIELDS)[number];

/**
 * On success the account waits for its e-mail: the form gives way to 'verifique seu e-mail' (the link signs the
 * respondent in, on /register/confirm).
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const { register } = useAuth();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZRegisterForm),
    defaultValues: EMPTY_REGISTER,
  });
  const { isValid } = formState;
  const registration = useMutation({
    mutationFn: register,
    onSuccess: (message, body) => setSent({ email: body.email, message }),
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

  // The schema lets the form through only with the consent given.
  const handleRegister = handleSubmit(({ displayName, email, password, consent }) => {
    if (consent) registration.mutate({ displayName, email, password, consent });
  });

  if (sent)
    return (
      <Stack spacing={2} role="status">
        <Typography variant="h6" component="p">
          {t('auth.register.checkEmail')}
        </Typography>
        <Alert severity="success">{sent.message}</Alert>
        <Typography variant="body2">{t('auth.register.checkEmailHint', { email: sent.email })}</Typography>
        <ResendConfirmationButton email={sent.email} />
      </Stack>
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
        <ConsentCheckbox control={control} disabled={isSubmitting} />
        {isSubmitting && <LinearProgress aria-label={t('common.loading')} />}
        <Button type="submit" variant="contained" size="large" disabled={!isValid || isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
