import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

export const ZRespondent = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  consent: z.boolean(),
  optedOut: z.boolean(),
  createdAt: z.string(),
});
export type TRespondent = z.infer<typeof ZRespondent>;

export const ZCreateRespondentBody = z.object({
  name: z.string('Informe o nome').trim().min(2, 'Informe o nome').max(200, 'No máximo 200 caracteres'),
  email: z
    .string('Digite um e-mail válido')
    .trim()
    .toLowerCase()
    .max(254, 'Digite um e-mail válido')
    .pipe(z.email('Digite um e-mail válido')),
  phone: z.string().trim().max(40, 'Telefone inválido').default(''),
  attributes: z.record(z.string().max(80), z.unknown()).default({}),
  consent: z.boolean().default(false),
});
export type TCreateRespondentBody = z.input<typeof ZCreateRespondentBody>;

export const ZRespondentListQuery = ZPageQuery.extend({ q: zText().trim().max(120).optional() });

export const ZRespondentList = zPaged(ZRespondent);
export type TRespondentList = z.infer<typeof ZRespondentList>;

export const INVITATION_STATUSES = [
  'queued',
  'sent',
  'opened',
  'started',
  'completed',
  'failed',
  'bounced',
] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;
export const INVITATION_STATUS_LABELS: Record<TInvitationStatus, string> = {
  queued: 'Na fila',
  sent: 'Enviado',
  opened: 'Aberto',
  started: 'Iniciado',
  completed: 'Concluído',
  failed: 'Falhou',
  bounced: 'Devolvido',
};

export const RESPONDENT_MESSAGES = {
  emailInUse: 'Já existe um respondente com este e-mail.',
  optedOut: 'Este respondente pediu para não receber convites.',
  notFound: 'Respondente não encontrado.',
  invalidInvitation: 'Convite inválido ou expirado.',
  /** The session of an invitation whose respondent opted out or whose campaign closed. */
  invitationEnded:
    'Este convite não está mais ativo: a pesquisa foi encerrada ou você pediu para não participar.',
  /** The link of a campaign already closed (or past its close date). */
  invitationExpired: 'Este convite expirou: a pesquisa foi encerrada.',
} as const;

export const ZCreateInvitationsBody = z.object({
  respondentIds: z
    .array(z.uuid('Identificador inválido'), 'Escolha os respondentes')
    .min(1, 'Escolha pelo menos um respondente')
    .max(500, 'No máximo 500 convites por vez'),
});

/** The token and link are shown only once, when created (only a hash is stored). */
export const ZCreatedInvitation = z.object({
  invitationId: z.string(),
  respondentId: z.string(),
  token: z.string(),
  link: z.string(),
});
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitation>;
export const ZCreatedInvitations = z.array(ZCreatedInvitation);

export const ZInvitation = z.object({
  id: z.string(),
  campaignId: z.string(),
  respondentId: z.string(),
  respondentName: z.string(),
  respondentEmail: z.string(),
  status: ZInvitationStatus,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** Columns of a campaign's invitation list a table filter may use. */
export const INVITATION_FILTER_FIELDS = { respondent: 'text', email: 'text' } as const;

export const ZInvitationListQuery = withTableFilter(ZPageQuery, INVITATION_FILTER_FIELDS);
export type TInvitationListQuery = z.input<typeof ZInvitationListQuery>;

export const ZInvitationList = zPaged(ZInvitation);
export type TInvitationList = z.infer<typeof ZInvitationList>;
