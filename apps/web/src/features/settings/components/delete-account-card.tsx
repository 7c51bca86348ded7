import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, ZDeleteAccountBody } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { confirm } from '@/components/confirm-dialog/confirm-store';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { useDeleteAccount } from '../api/account-api';

type TDeleteForm = z.input<typeof ZDeleteAccountBody>;

/** Deletes the account for good; survey responses stay, without the user's name. */
export function DeleteAccountCard() {
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const { control, handleSubmit, formState } = useForm<TDeleteForm>({
    mode: 'onChange',
    resolver: zodResolver(ZDeleteAccountBody),
    defaultValues: { currentPassword: '', confirmation: '' as TDeleteForm['confirmation'] },
  });

  const handleDelete = handleSubmit(async (body) => {
    const isConfirmed = await confirm({
      title: 'Excluir a sua conta?',
      message: 'Não dá para desfazer. Seus posts, notas e preferências são apagados.',
      confirmText: 'Excluir conta',
    });
    if (!isConfirmed) return;
    remove.mutate(ZDeleteAccountBody.parse(body), {
      onSuccess: ({ message }) => {
        notify(message, 'success');
        signOut();
      },
    });
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <form noValidate onSubmit={(event) => void handleDelete(event)} aria-label="Excluir conta">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" color="error">
              Excluir minha conta
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A conta, o perfil, os posts e as preferências são apagados. As respostas que você deu às
              pesquisas continuam nos resultados, sem o seu nome nem o seu e-mail. Para confirmar, digite{' '}
              <strong>{ACCOUNT_MESSAGES.deleteConfirmWord}</strong> e a sua senha.
            </Typography>
            <FormTextField
              control={control}
              name="confirmation"
              label="Confirmação"
              disabled={remove.isPending}
            />
            <FormTextField
              control={control}
              name="currentPassword"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              disabled={remove.isPending}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                color="error"
                variant="contained"
                disabled={!formState.isValid || remove.isPending}
              >
                Excluir conta
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
