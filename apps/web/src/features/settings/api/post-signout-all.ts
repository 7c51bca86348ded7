import { ZMessageResponse } from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the signed-in user, on every device, this one included. */
export function postSignOutAll() {
  return apiRequest('/api/auth/signout-all', { method: 'POST', schema: ZMessageResponse });
}
