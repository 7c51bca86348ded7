import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZResetPasswordForm } from '@pesquisemais/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { LoadingIndicator } from '@/components/loading-indicator';
import { getErrorMessage } from '@/lib/api-client';
import { postResetCheck, postResetPassword } from '../api/account-recovery';
import { AuthFrame, type TAuthVariant } from './auth-frame';

function ResetPassword({ variant }: { variant: TAuthVariant }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['reset-check', token],
    queryFn: () => postResetCheck(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const handleReset = handleSubmit(async ({ password }) => {
    try {
      setResult({ ok: true, message: (await postResetPassword({ token, password })).message });
    } catch (error) {
      setResult({ ok: false, message: getErrorMessage(error) });
    }
  });

  const loginPath = variant === 2 ? '/pages/auth/login-2' : '/login';
  const linkError = !token
    ? 'Link de redefinição inválido. Peça um novo link em "Esqueci minha senha".'
    : null;
  const problem = linkError ?? (check.isError ? getErrorMessage(check.error) : null);

  return (
    <AuthFrame variant={variant} title="Redefinir senha">
      {check.isLoading && <LoadingIndicator />}
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
      {!result && problem && <Alert severity="error">{problem}</Alert>}
      {!result && !problem && check.isSuccess && (
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
            {formState.isSubmitting && <LinearProgress aria-label="Salvando" />}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!formState.isValid || formState.isSubmitting}
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
