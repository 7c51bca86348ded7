import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';

/** Settings > Conta, Privacidade: texts the server answers and the pages show. */
export const ACCOUNT_MESSAGES = {
  emailChangeSent:
    'Enviamos um link de confirmação para o novo e-mail. O e-mail da conta muda quando você abrir o link.',
  emailChanged: 'E-mail alterado. Use o novo endereço para entrar.',
  sameEmail: 'Este já é o e-mail da sua conta.',
  emailInUse: 'Este e-mail já é usado por outra conta.',
  invalidLink: 'Link de confirmação inválido. Peça a troca de e-mail de novo.',
  expiredLink: 'Este link de confirmação expirou (vale por 24 horas). Peça a troca de e-mail de novo.',
  usedLink: 'Este link de confirmação já foi usado.',
  emailMailSubject: 'Confirme o novo e-mail - Pesquise(+)',
  deleteConfirmWord: 'EXCLUIR',
  deleteConfirmMismatch: 'Digite EXCLUIR para confirmar.',
  accountDeleted: 'Sua conta foi excluída. As respostas de pesquisa ficam, sem o seu nome.',
  currentPasswordWrong: 'A senha atual não confere.',
} as const;

export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

const email = z
  .string(AUTH_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

const currentPassword = z
  .string(ACCOUNT_MESSAGES.currentPasswordWrong)
  .min(1, ACCOUNT_MESSAGES.currentPasswordWrong)
  .max(256);

export const ZEmailChangeBody = z.object({ newEmail: email, currentPassword });
export type TEmailChangeBody = z.infer<typeof ZEmailChangeBody>;

export const ZEmailChangeConfirmBody = z.object({
  token: z
    .string(ACCOUNT_MESSAGES.invalidLink)
    .min(20, ACCOUNT_MESSAGES.invalidLink)
    .max(200, ACCOUNT_MESSAGES.invalidLink),
});

export const ZEmailChangeConfirmResponse = z.object({ message: z.string(), email: z.string() });

export const ZAccountExportQuery = z.object({ format: z.enum(['json', 'zip']).default('json') });

export const ZDeleteAccountBody = z.object({
  currentPassword,
  confirmation: z.literal(ACCOUNT_MESSAGES.deleteConfirmWord, ACCOUNT_MESSAGES.deleteConfirmMismatch),
});
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

/** What each notification is about; each can be turned on or off for push and for e-mail. */
export const NOTIFICATION_KINDS = [
  { kind: 'messages', label: 'Mensagens do Team Chat' },
  { kind: 'surveys', label: 'Novas pesquisas para responder' },
  { kind: 'reports', label: 'Relatórios entregues' },
  { kind: 'feed', label: 'Curtidas e comentários nos meus posts' },
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];

const channel = z.object({
  messages: z.boolean().default(true),
  surveys: z.boolean().default(true),
  reports: z.boolean().default(true),
  feed: z.boolean().default(true),
});

/** Kept in the user's `settings.notifications`; a missing kind is on. */
export const ZNotificationSettings = z.object({
  push: channel.default(() => channel.parse({})),
  email: channel.default(() => channel.parse({})),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** The saved choices, or the defaults when none (or an unreadable value) is saved. */
export function readNotificationSettings(saved: unknown): TNotificationSettings {
  const parsed = ZNotificationSettings.safeParse(saved ?? {});
  return parsed.success ? parsed.data : ZNotificationSettings.parse({});
}

/** Whether the user wants to be told of `kind` through `channel`. */
export function wantsNotification(
  settings: Record<string, unknown>,
  via: 'push' | 'email',
  kind: TNotificationKind,
): boolean {
  return readNotificationSettings(settings.notifications)[via][kind];
}
