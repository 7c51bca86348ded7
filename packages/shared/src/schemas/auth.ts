import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { MIN_CREDENTIAL_LENGTH } from '../limits';
import { REGISTRATION_MESSAGES, ZRegisterConsent } from './registration';
import { zText } from './text';

/** Messages of spec point 5, to the letter. */
export const AUTH_MESSAGES = {
  loginMinLength: 'Min character length is 4',
  registerMinLength: 'No mínimo 4 caracteres',
  invalidEmail: 'Digite um e-mail válido',
  passwordMismatch: 'Senha fornecida não confere',
  unknownEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emailInUse: 'The email is already in use',
  emptyDisplayName: 'Enter display name',
  sessionExpired: 'Sessao Expirada',
  invalidCredentials: 'Credenciais invalidas',
  welcomeBack: 'Bem vindo novamente.',
  welcome: 'Seja bem vindo.',
  userSaved: 'User data saved with api',
} as const;

/** Account-safety texts beyond the spec's: the unlock link, "sair de todos os dispositivos", size caps. */
export const SESSION_MESSAGES = {
  unlockLinkHint: 'Link de desbloqueio recebido: entre com a sua senha para acessar a conta agora.',
  unlockMailSubject: 'Desbloqueio de acesso - Pesquise(+)',
  signedOutEverywhere: 'Você saiu de todos os dispositivos. Entre novamente para continuar.',
  signedOut: 'Você saiu. Entre novamente para continuar.',
  settingsTooLarge: 'As configurações passam do limite de 16 KB. Remova dados antigos e tente de novo.',
} as const;

const email = z
  .string(AUTH_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const ZSignInBody = z.object({
  email: z
    .string(AUTH_MESSAGES.loginMinLength)
    .trim()
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.loginMinLength)
    .max(254),
  password: z
    .string(AUTH_MESSAGES.loginMinLength)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.loginMinLength)
    .max(256),
  /** From the unlock e-mail's link: lets the account's owner in while the e-mail is locked. */
  unlockToken: z.string().min(20).max(200).optional(),
});
export type TSignInBody = z.infer<typeof ZSignInBody>;

export const ZRegisterBody = z.object({
  displayName: z
    .string(AUTH_MESSAGES.emptyDisplayName)
    .trim()
    .min(1, AUTH_MESSAGES.emptyDisplayName)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength)
    .max(120),
  email,
  password: z
    .string(AUTH_MESSAGES.registerMinLength)
    .min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength)
    .max(256),
  /** 'Quero participar das pesquisas': the LGPD consent to join the panel; required (issue 32). */
  consent: ZRegisterConsent,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** The register form adds the confirmation, checked on the client only. */
export const ZRegisterForm = z
  .object({
    displayName: z.string().trim().min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength),
    email: z.string().trim().pipe(z.email(AUTH_MESSAGES.invalidEmail)),
    password: z.string().min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength),
    passwordConfirm: z.string().min(1, AUTH_MESSAGES.passwordMismatch),
    consent: z.boolean().refine((value) => value, REGISTRATION_MESSAGES.consentRequired),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZAccessTokenBody = z.object({
  access_token: z.string().min(1).max(4096),
});

export const ZRole = z.enum(ROLES);

/** Navigation entry of a user's menu; the first one may carry the startpage. */
export const ZUserMenuEntry = z.object({
  id: z.string().max(80),
  title: z.string().max(120),
  type: z.enum(['item', 'link', 'collapse', 'group', 'subheader', 'divider']).default('item'),
  icon: z.string().max(80).optional(),
  url: z.string().max(300).optional(),
  startpage: z.string().max(300).optional(),
});

/** Theme and layout choices of the user; free-form but bounded in size. */
export const ZUserSettings = z.record(z.string().max(80), z.unknown());

export const ZSessionUser = z.object({
  uuid: z.string(),
  uid: z.string(),
  role: ZRole,
  from: z.enum(['api', 'firebase', 'auth0']),
  data: z.object({
    displayName: z.string(),
    email: z.string(),
    photoURL: z.string(),
    settings: ZUserSettings,
    shortcuts: z.array(z.string()),
  }),
  usermenu: z.array(ZUserMenuEntry),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZAuthResponse = z.object({
  user: ZSessionUser,
  access_token: z.string(),
  usermenu: z.array(ZUserMenuEntry),
  settings: ZUserSettings,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** Auth failures name the field they belong to (spec point 7). */
export const ZAuthError = z.object({
  error: z.object({
    email: z.string().optional(),
    password: z.string().optional(),
    displayName: z.string().optional(),
    consent: z.string().optional(),
  }),
});
export type TAuthError = z.infer<typeof ZAuthError>;

/** What a user may change of itself: never its role. */
export const ZUserUpdateBody = z.object({
  user: z
    .object({
      data: z
        .object({
          displayName: zText().trim().min(MIN_CREDENTIAL_LENGTH, AUTH_MESSAGES.registerMinLength).max(120),
          photoURL: zText().max(500),
          settings: ZUserSettings,
          shortcuts: z.array(zText().max(80)).max(50),
        })
        .partial()
        .strict(),
    })
    .strip(),
});
export type TUserUpdateBody = z.infer<typeof ZUserUpdateBody>;

export const ZUserUpdateResponse = z.object({ user: ZSessionUser, message: z.string() });

export const GUEST_USER: TSessionUser = {
  uuid: 'guest',
  uid: 'guest',
  role: 'guest',
  from: 'api',
  data: {
    displayName: 'Guest',
    email: 'guest@pesquisemais.com.br',
    photoURL: '',
    settings: {},
    shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
  },
  usermenu: [],
};
