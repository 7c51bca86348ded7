import { z } from 'zod';
import { MIN_CREDENTIAL_LENGTH } from '../limits';
import { AUTH_MESSAGES } from './auth';

/** Forgot/reset password and the lock screen (spec point 2). */
export const RECOVERY_MESSAGES = {
  forgotSent:
    'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. O link vale por 1 hora.',
  resetDone: 'Senha redefinida. Entre com a nova senha.',
  invalidLink: 'Link de redefinição inválido. Peça um novo link em "Esqueci minha senha".',
  expiredLink: 'Este link de redefinição expirou (vale por 1 hora). Peça um novo link.',
  usedLink: 'Este link de redefinição já foi usado. Peça um novo link se precisar.',
  wrongPassword: 'Senha incorreta.',
  passwordChanged: 'Senha alterada.',
  currentPasswordWrong: 'A senha atual não confere.',
  mailSubject: 'Redefinição de senha - Pesquise(+)',
} as const;

export const RESET_TOKEN_LIFETIME_MINUTES = 60;

export const ZForgotPasswordBody = z.object({
  email: z
    .string(AUTH_MESSAGES.invalidEmail)
    .trim()
    .toLowerCase()
    .max(254, AUTH_MESSAGES.invalidEmail)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
});
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

const ZResetToken = z.string('Link inválido').min(20, 'Link inválido').max(200, 'Link inválido');

export const ZResetTokenBody = z.object({ token: ZResetToken });

export const ZResetPasswordBody = z.object({
  token: ZResetToken,
  password: z
    .string(AUTH_MESSAGES.registerMinLength)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength)
    .max(256),
});
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** The reset form adds the confirmation, checked on the client only. */
export const ZResetPasswordForm = z
  .object({
    password: z.string().min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength).max(256),
    passwordConfirm: z.string().min(1, AUTH_MESSAGES.passwordMismatch),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });

export const ZUnlockBody = z.object({
  password: z
    .string(AUTH_MESSAGES.loginMinLength)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.loginMinLength)
    .max(256),
});

/** Settings > Perfil: a signed-in user changes its own password, proving it knows the current one. */
export const ZChangePasswordBody = z.object({
  currentPassword: z.string().min(1, RECOVERY_MESSAGES.currentPasswordWrong).max(256),
  password: z
    .string(AUTH_MESSAGES.registerMinLength)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength)
    .max(256),
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** The other sessions end with a password change; this one goes on with the token answered here. */
export const ZChangePasswordResponse = z.object({ message: z.string(), access_token: z.string() });

/** The form adds the confirmation, checked on the client only. */
export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Digite a senha atual').max(256),
    password: z.string().min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength).max(256),
    passwordConfirm: z.string().min(1, AUTH_MESSAGES.passwordMismatch),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZMessageResponse = z.object({ message: z.string() });
