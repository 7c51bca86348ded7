import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZResetPasswordForm } from '@pesquisemais/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { postResetCheck, useResetPassword } from '../api/account-recovery';
import { AuthFrame, type TAuthVariant } from './auth-frame';

function ResetPassword({ variant }: { variant: TAuthVariant }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The link is checked on opening, so an expired or used one says so before the form is filled.
  const [check, setCheck] = useState<'pending' | 'ok' | string>('pending');
  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    postResetCheck(token).then(
      () => isCurrent && setCheck('ok'),
      (error: unknown) => isCurrent && setCheck(getErrorMessage(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const showFailure = (message: string) => setResult({ ok: false, message });
  const reset = useResetPassword({
    form: {
      setFieldErrors: (errors) => showFailure(Object.values(errors)[0] ?? ''),
      message: { codes: ['UNPROCESSABLE'], show: showFailure },
    },
    onSuccess: (message) => setResult({ ok: true, message }),
  });
  const handleReset = handleSubmit(({ password }) => reset.mutate({ token, password }));

  const loginPath = variant === 2 ? '/pages/auth/login-2' : '/login';
  const linkError = !token
    ? 'Link de redefinição inválido. Peça um novo link em "Esqueci minha senha".'
    : null;
  const problem = linkError ?? (check !== 'pending' && check !== 'ok' ? check : null);

  return (
    <AuthFrame variant={variant} title="Redefinir senha">
      {token && check === 'pending' && <LoadingIndicator />}
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
      {!result && problem && <Alert severity="error">{problem}</Alert>}
      {!result && !problem && check === 'ok' && (
        <form noValidate onSubmit={(event) => void handleReset(event)}>
          <Stack spacing={1}>
            <FormTextField
              control={control}
              name="password"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              autoFocus
            />
            <FormTextField
              control={control}
              name="passwordConfirm"
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
            />
            {reset.isPending && <LinearProgress aria-label="Salvando" />}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!formState.isValid || reset.isPending}
            >
              Salvar nova senha
            </Button>
          </Stack>
        </form>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {(result?.ok === false || problem) && (
          <>
            <Link component={RouterLink} to={`/pages/auth/forgot-password${variant === 2 ? '-2' : ''}`}>
              Pedir um novo link
            </Link>
            {' · '}
          </>
        )}
        <Link component={RouterLink} to={loginPath}>
          Ir para o login
        </Link>
      </Typography>
    </AuthFrame>
  );
}

export const ResetPasswordPage1 = () => <ResetPassword variant={1} />;
export const ResetPasswordPage2 = () => <ResetPassword variant={2} />;
