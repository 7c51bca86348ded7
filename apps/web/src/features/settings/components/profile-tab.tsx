import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';

/** The same limits the server applies to POST /api/auth/user/update. */
const ZProfileForm = z.object({
  displayName: z.string().trim().min(4, AUTH_MESSAGES.registerMinLength).max(120, 'No máximo 120 caracteres'),
  photoURL: z.string().trim().max(500, 'No máximo 500 caracteres'),
});

/** Perfil: display name and photo, saved through the session's updateUser (its snackbar says it saved). */
export function ProfileTab() {
  const { user } = useAuth();
  // A refused save reaches the one error snackbar through the mutation cache.
  const save = useSaveUser();
  const { control, handleSubmit, formState, watch, reset } = useForm({
    mode: 'onChange',
    resolver: zodResolver(ZProfileForm),
    defaultValues: { displayName: user.data.displayName, photoURL: user.data.photoURL },
  });
  const { isValid, isDirty } = formState;
  const photoURL = watch('photoURL');

  const handleSave = handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => reset({ displayName: saved.data.displayName, photoURL: saved.data.photoURL }),
    }),
  );
  const isSaving = save.isPending;

  return (
    <Card variant="outlined">
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <Stack spacing={2}>
            <Avatar src={photoURL || undefined} alt={user.data.displayName} sx={{ width: 64, height: 64 }} />
            <FormTextField
              control={control}
              name="displayName"
              label="Nome de exibição"
              disabled={isSaving}
            />
            <FormTextField control={control} name="photoURL" label="URL da foto" disabled={isSaving} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={!isValid || !isDirty || isSaving}>
                Salvar
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
