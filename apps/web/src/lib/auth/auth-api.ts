import {
  type TRegisterBody,
  type TSignInBody,
  type TUserUpdateBody,
  ZAuthResponse,
  ZMessageResponse,
  ZUserUpdateResponse,
} from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';

/** Only what the client relies on; the top-level usermenu and settings mirror the user's. */
const ZAuthSuccess = ZAuthResponse.pick({ user: true, access_token: true });

export function postSignIn(body: TSignInBody) {
  return apiRequest('/api/auth/signin', { method: 'POST', body, schema: ZAuthSuccess });
}

export function postRegister(body: TRegisterBody) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: ZAuthSuccess });
}

export function postAccessToken(accessToken: string) {
  return apiRequest('/api/auth/access-token', {
    method: 'POST',
    body: { access_token: accessToken },
    schema: ZAuthSuccess,
  });
}

/** Ends this device's session on the server (its token, renewed or copied, stops working). */
export function postSignOut() {
  return apiRequest('/api/auth/signout', { method: 'POST', schema: ZMessageResponse });
}

export type TUserDataUpdate = TUserUpdateBody['user']['data'];

export function postUserUpdate(data: TUserDataUpdate) {
  return apiRequest('/api/auth/user/update', {
    method: 'POST',
    body: { user: { data } },
    schema: ZUserUpdateResponse,
  });
}
