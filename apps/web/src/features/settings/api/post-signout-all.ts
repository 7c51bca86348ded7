import { ZMessageResponse } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the signed-in user, on every device, this one included. */
export function postSignOutAll() {
  return apiRequest('/api/auth/signout-all', { method: 'POST', schema: ZMessageResponse });
}

/** A failure reaches the snackbar through the mutation cache. */
export function useSignOutAll() {
  return useMutation({ mutationFn: postSignOutAll });
}
