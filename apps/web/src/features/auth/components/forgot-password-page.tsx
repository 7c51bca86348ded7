import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZForgotPasswordBody } from '@pesquisemais/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { useForgotPassword } from '../api/account-recovery';
import { AuthFrame, type TAuthVariant } from './auth-frame';

function ForgotPassword({ variant }: { variant: TAuthVariant }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });

  const send = useForgotPassword();
  const handleSend = handleSubmit((values) =>
    send.mutate(values, { onSuccess: ({ message }) => setSentMessage(message) }),
  );

  return (
    <AuthFrame variant={variant} title="Esqueceu a senha?">
      {sentMessage ? (
        <Alert severity="success">{sentMessage}</Alert>
      ) : (
        <form noValidate onSubmit={(event) => void handleSend(event)}>
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
            </Typography>
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              autoFocus
            />
            {send.isPending && <LinearProgress aria-label="Enviando" />}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!formState.isValid || send.isPending}
            >
              Enviar link de redefinição
            </Button>
          </Stack>
        </form>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={variant === 2 ? '/pages/auth/login-2' : '/login'}>
          Voltar para o login
        </Link>
      </Typography>
    </AuthFrame>
  );
}

export const ForgotPasswordPage1 = () => <ForgotPassword variant={1} />;
export const ForgotPasswordPage2 = () => <ForgotPassword variant={2} />;
