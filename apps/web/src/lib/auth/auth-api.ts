import {
  type TRegisterBody,
  type TRegisterConfirmBody,
  type TRegisterResendBody,
  type TSignInBody,
  type TUserUpdateBody,
  ZAuthResponse,
  ZMessageResponse,
  ZRegisterPendingResponse,
  ZUserUpdateResponse,
} from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';

/** Only what the client relies on; the top-level usermenu and settings mirror the user's. */
const ZAuthSuccess = ZAuthResponse.pick({ user: true, access_token: true });

export function postSignIn(body: TSignInBody) {
  return apiRequest('/api/auth/signin', { method: 'POST', body, schema: ZAuthSuccess });
}

/** A registration waits for its e-mail: no session yet, only the message saying where the link went. */
export function postRegister(body: TRegisterBody) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: ZRegisterPendingResponse });
}

/** The e-mail's link: activates the account and answers its session. */
export function postRegisterConfirm(body: TRegisterConfirmBody) {
  return apiRequest('/api/auth/register/confirm', { method: 'POST', body, schema: ZAuthSuccess });
}

export function postRegisterResend(body: TRegisterResendBody) {
  return apiRequest('/api/auth/register/resend', { method: 'POST', body, schema: ZMessageResponse });
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
