import { z } from 'zod';

/** Texts of self-registration with e-mail confirmation (issue 32); not in the spec, so ours, in pt-BR. */
export const REGISTRATION_MESSAGES = {
  consentRequired: 'Para se cadastrar, aceite participar do painel de pesquisas.',
  sent: 'Enviamos um link de confirmação para o seu e-mail. Abra-o para ativar a conta (vale por 24 horas).',
  resent:
    'Se houver um cadastro aguardando confirmação com este e-mail, enviamos um novo link de confirmação.',
  invalidLink: 'Link de confirmação inválido. Peça um novo link na tela de login.',
  expiredLink: 'Este link de confirmação expirou (vale por 24 horas). Peça um novo link na tela de login.',
  usedLink: 'Este link de confirmação já foi usado. Entre com o seu e-mail e senha.',
  mailSubject: 'Confirme o seu cadastro - Pesquise(+)',
} as const;

/**
 * The LGPD consent the register form shows next to its checkbox; the server records this exact text (and its
 * sha256 as the version) with the time and IP of the acceptance. A new wording is a new version.
 */
export const REGISTRATION_CONSENT_TEXT =
  'Quero participar das pesquisas: aceito fazer parte do painel de respondentes do Pesquise(+) e autorizo o ' +
  'tratamento do meu nome e e-mail para receber convites de pesquisa, conforme a Política de Privacidade e a ' +
  'LGPD. Posso retirar este consentimento a qualquer momento.';

export const REGISTRATION_TOKEN_LIFETIME_HOURS = 24;

export const ZRegisterConsent = z.literal(true, REGISTRATION_MESSAGES.consentRequired);

export const ZRegisterConfirmBody = z.object({ token: z.string().min(20).max(200) });
export type TRegisterConfirmBody = z.infer<typeof ZRegisterConfirmBody>;

export const ZRegisterResendBody = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});
export type TRegisterResendBody = z.infer<typeof ZRegisterResendBody>;

/**
 * A registration waits for its e-mail: the spec's keys, `user` and `access_token`, come empty (null; declared
 * nullable, which OpenAPI 3.0 can express) with what to do next.
 */
export const ZRegisterPendingResponse = z.object({
  user: z.object({ uuid: z.string() }).nullable(),
  access_token: z.string().nullable(),
  message: z.string(),
});
export type TRegisterPendingResponse = z.infer<typeof ZRegisterPendingResponse>;
