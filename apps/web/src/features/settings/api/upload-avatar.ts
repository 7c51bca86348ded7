import { ZUserUpdateResponse } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { getStoredToken } from '@/lib/auth-token';

/** POST /api/profile/avatar — the file's bytes as they are; the server crops and resizes them. */
async function postAvatar(file: File) {
  const token = getStoredToken();
  const response = await fetch('/api/profile/avatar', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
    throw new ApiError(response.status, body, message);
  }
  return ZUserUpdateResponse.parse(body);
}

/** Uploads the photo, then reloads the session user so the toolbar and lists show it. */
export function useUploadAvatar() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: async (file: File) => {
      await postAvatar(file);
      return updateUser({});
    },
  });
}
