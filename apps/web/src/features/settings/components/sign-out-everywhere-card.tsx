import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { useSignOutAll } from '../api/post-signout-all';

/** For a lost phone or a shared computer: every token issued so far stops working on the server. */
export function SignOutEverywhereCard() {
  const { signOut } = useAuth();
  const signOutAll = useSignOutAll();

  const handleClick = async () => {
    const isConfirmed = await confirm({
      title: 'Sair de todos os dispositivos?',
      message:
        'A sessão termina em todos os navegadores e aparelhos, inclusive neste. Depois, entre de novo.',
      confirmText: 'Sair de todos',
    });
    if (!isConfirmed) return;
    signOutAll.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify(message, 'success');
        signOut();
      },
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            Sessões
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Perdeu um aparelho ou entrou num computador de outra pessoa? Encerre a sessão em todos os lugares
            em que você entrou.
          </Typography>
          <Button
            variant="outlined"
            color="error"
            disabled={signOutAll.isPending || signOutAll.isSuccess}
            onClick={() => void handleClick()}
          >
            Sair de todos os dispositivos
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
