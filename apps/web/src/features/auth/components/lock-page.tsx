import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZUnlockBody } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { useUnlock } from '../api/account-recovery';
import { AuthPageLayout2 } from './auth-page-layout-2';

/** The lock screen: the signed-in user types the password again to go on. */
export function LockPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { control, handleSubmit, formState, reset, setError } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZUnlockBody),
    defaultValues: { password: '' },
  });

  const unlock = useUnlock({
    form: {
      fields: ['password'],
      setFieldErrors: ({ password }) => {
        reset({ password: '' });
        setError('password', { type: 'server', message: password });
      },
    },
    onSuccess: async () => {
      notify('Sessão desbloqueada.', 'success');
      await navigate(user.usermenu[0]?.startpage ?? '/home', { replace: true });
    },
  });
  const isSubmitting = unlock.isPending;
  const handleUnlock = handleSubmit(({ password }) => unlock.mutate(password));

  return (
    <AuthPageLayout2 title="Sessão bloqueada">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
        <Avatar src={user.data.photoURL || undefined} sx={{ width: 72, height: 72, mb: 1 }}>
          {user.data.displayName.slice(0, 1)}
        </Avatar>
        <Typography sx={{ fontWeight: 600 }}>{user.data.displayName}</Typography>
        <Typography variant="body2" color="text.secondary">
          Digite a sua senha para desbloquear.
        </Typography>
      </Box>
      <form noValidate onSubmit={(event) => void handleUnlock(event)}>
        <Stack spacing={1}>
          <FormTextField
            control={control}
            name="password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          {isSubmitting && <LinearProgress aria-label="Verificando" />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || isSubmitting}
          >
            Desbloquear
          </Button>
        </Stack>
      </form>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Não é você?{' '}
        <Link component="button" type="button" onClick={signOut}>
          Sair
        </Link>
      </Typography>
    </AuthPageLayout2>
  );
}

export default LockPage;
