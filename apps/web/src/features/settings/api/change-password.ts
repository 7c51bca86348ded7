import { type TChangePasswordForm, ZChangePasswordResponse } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setStoredToken } from '@/lib/auth-token';

type TChangePasswordBody = Pick<TChangePasswordForm, 'currentPassword' | 'password'>;

/** POST /api/auth/change-password — the current password required. */
export function postChangePassword(body: TChangePasswordBody) {
  return apiRequest('/api/auth/change-password', { method: 'POST', body, schema: ZChangePasswordResponse });
}

/** A refused change (wrong current password, too many tries) reaches the snackbar through the mutation cache. */
export function useChangePassword() {
  return useMutation({
    mutationFn: postChangePassword,
    // The change ended every earlier session, this tab's token included: keep the new one.
    onSuccess: ({ access_token }) => setStoredToken(access_token),
  });
}
