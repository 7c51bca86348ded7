import { type TForgotPasswordBody, type TResetPasswordBody, ZMessageResponse } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

/** POST /api/auth/forgot-password: the same answer whether the e-mail has an account or not. */
export function postForgotPassword(body: TForgotPasswordBody) {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: ZMessageResponse });
}

/** A refused request (too many tries) reaches the snackbar through the mutation cache. */
export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}

/** POST /api/auth/reset-password/check: fails with the Portuguese reason when the link is unusable. */
export function postResetCheck(token: string) {
  return apiRequest('/api/auth/reset-password/check', {
    method: 'POST',
    body: { token },
    schema: ZMessageResponse,
  });
}

export function postResetPassword(body: TResetPasswordBody) {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body, schema: ZMessageResponse });
}

/** An unusable link (used, expired) is the form's message; anything else reaches the snackbar. */
export function useResetPassword({
  form,
  onSuccess,
}: {
  form: TFormErrorTarget;
  onSuccess: (message: string) => unknown;
}) {
  return useMutation({
    mutationFn: postResetPassword,
    meta: { form },
    onSuccess: (result) => onSuccess(result.message),
  });
}

/** POST /api/auth/unlock: the lock screen's password check for the signed-in user. */
export function postUnlock(password: string) {
  return apiRequest('/api/auth/unlock', { method: 'POST', body: { password }, schema: ZMessageResponse });
}

/** A wrong password goes to the form's password field; a refusal (too many tries) to the snackbar. */
export function useUnlock({ form, onSuccess }: { form: TFormErrorTarget; onSuccess: () => unknown }) {
  return useMutation({ mutationFn: postUnlock, meta: { form }, onSuccess });
}
