import { z } from 'zod';

/** Every non-auth error of the API: `{ error: { code, message } }` with a Portuguese message. */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_CONFIRMED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_MESSAGES = {
  VALIDATION: 'Dados inválidos.',
  UNAUTHENTICATED: 'Credenciais invalidas',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  EMAIL_NOT_CONFIRMED:
    'Confirme o seu e-mail antes de entrar: abra o link que enviamos. Não recebeu? Peça um novo e-mail de confirmação.',
  NOT_FOUND: 'Recurso não encontrado.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  ACCOUNT_LOCKED:
    'Por segurança, esta conta foi bloqueada por 15 minutos depois de várias senhas erradas. Se a conta é sua, ' +
    'enviamos um e-mail com um link para você entrar agora mesmo, sem esperar.',
  UNAVAILABLE: 'Muitos acessos ao mesmo tempo. Aguarde alguns segundos e tente novamente.',
  INTERNAL: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;
