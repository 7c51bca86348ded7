import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';
import { useUploadAvatar } from '../api/upload-avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';

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
  const upload = useUploadAvatar();
  const isSaving = save.isPending || upload.isPending;
  // A chosen photo opens 'Recortar foto' first; only the square the user keeps is uploaded.
  const [picked, setPicked] = useState<File | null>(null);
  const handleCropped = (cropped: Blob) =>
    upload.mutate(new File([cropped], 'foto.png', { type: 'image/png' }), {
      onSuccess: (saved) => {
        setPicked(null);
        reset({ displayName: saved.data.displayName, photoURL: saved.data.photoURL });
      },
    });

  return (
    <Card variant="outlined">
      <CardContent>
        <form noValidate onSubmit={(event) => void handleSave(event)}>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar
                src={photoURL || undefined}
                alt={user.data.displayName}
                sx={{ width: 64, height: 64 }}
              />
              <Button component="label" variant="outlined" disabled={isSaving}>
                Enviar foto
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  aria-label="Foto do perfil"
                  onChange={(event) => {
                    setPicked(event.target.files?.[0] ?? null);
                    event.target.value = '';
                  }}
                />
              </Button>
            </Box>
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
        <AvatarCropDialog
          file={picked}
          isSaving={upload.isPending}
          onCancel={() => setPicked(null)}
          onConfirm={handleCropped}
        />
      </CardContent>
    </Card>
  );
}
