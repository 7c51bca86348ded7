import { z } from 'zod';
import { ZPageQuery, zPaged } from './paging';

export const MAIL_TEMPLATE_KINDS = ['convite', 'lembrete', 'agradecimento', 'livre'] as const;
export const ZMailTemplateKind = z.enum(MAIL_TEMPLATE_KINDS, 'Tipo de modelo inválido');
export type TMailTemplateKind = z.infer<typeof ZMailTemplateKind>;
export const MAIL_TEMPLATE_KIND_LABELS: Record<TMailTemplateKind, string> = {
  convite: 'Convite',
  lembrete: 'Lembrete',
  agradecimento: 'Agradecimento',
  livre: 'Livre',
};

/** Merge fields every e-mail knows; any other `{{campo}}` must be a panel attribute in use. */
export const BUILTIN_MERGE_FIELDS = ['nome', 'link', 'campanha', 'prazo', 'descadastro'] as const;

export const MAILING_MESSAGES = {
  templateNotFound: 'Modelo de e-mail não encontrado.',
  jobNotFound: 'Envio não encontrado.',
  unknownField: 'Campo de mesclagem desconhecido',
  unclosedField: 'Há um campo de mesclagem sem fechamento "}}".',
  noRecipients: 'Nenhum destinatário a enviar depois das exclusões.',
  notStartable: 'Este envio não pode ser iniciado no estado atual.',
  notPausable: 'Só um envio em andamento ou agendado pode ser pausado.',
  notResumable: 'Só um envio pausado pode ser retomado.',
  notCancellable: 'Este envio já terminou.',
  invalidUnsubscribe: 'Link de descadastro inválido.',
  testSent: 'E-mail de teste enviado para',
} as const;

const ZSubject = z.string().trim().min(1, 'Informe o assunto').max(300, 'No máximo 300 caracteres');
const ZBody = z.string().max(200_000, 'O corpo do e-mail é grande demais');

export const ZMailTemplateBody = z.object({
  name: z.string().trim().min(1, 'Informe o nome do modelo').max(200, 'No máximo 200 caracteres'),
  kind: ZMailTemplateKind,
  subject: ZSubject,
  bodyHtml: ZBody,
});
export type TMailTemplateBody = z.infer<typeof ZMailTemplateBody>;

export const ZMailTemplate = ZMailTemplateBody.extend({
  id: z.uuid(),
  slug: z.string(),
  version: z.number(),
  versionId: z.uuid(),
  updatedAt: z.string(),
});
export type TMailTemplate = z.infer<typeof ZMailTemplate>;

export const ZMailTemplateVersion = z.object({
  id: z.uuid(),
  version: z.number(),
  subject: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export const ZMailTemplateVersions = z.array(ZMailTemplateVersion);

export const ZMailTemplateListQuery = ZPageQuery.extend({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  kind: ZMailTemplateKind.optional(),
});
export const ZMailTemplateList = zPaged(ZMailTemplate.omit({ bodyHtml: true }));

/** A rendering of a template with a chosen panel respondent's data (or sample data). */
export const ZMailPreviewBody = z.object({
  subject: ZSubject,
  bodyHtml: ZBody,
  respondentId: z.uuid('Respondente inválido').optional(),
  campaignId: z.uuid('Campanha inválida').optional(),
});
export const ZRenderedMail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TRenderedMail = z.infer<typeof ZRenderedMail>;
export const ZTestMailResult = z.object({ to: z.string(), message: z.string() });

/** Attribute filters one panel audience may combine (each is one more condition on every member). */
export const MAILING_MAX_ATTRIBUTE_FILTERS = 10;

/** Who a job writes to. */
export const ZMailingAudience = z.discriminatedUnion(
  'type',
  [
    /** The campaign's panel members not invited yet, optionally filtered on panel attributes. */
    z.object({
      type: z.literal('panel'),
      attributes: z
        .record(z.string().max(100), z.string().max(200))
        .refine(
          (attributes) => Object.keys(attributes).length <= MAILING_MAX_ATTRIBUTE_FILTERS,
          `No máximo ${MAILING_MAX_ATTRIBUTE_FILTERS} filtros de atributo`,
        )
        .default({}),
    }),
    /** Panel members by e-mail (one a line, or CSV with the e-mail in any column). */
    z.object({ type: z.literal('csv'), csv: z.string().max(2_000_000, 'Arquivo grande demais') }),
    /** Invited, not completed, invited at least `days` days ago. */
    z.object({
      type: z.literal('reminder'),
      days: z.coerce.number().int('Dias inválidos').min(0, 'Dias inválidos').max(365, 'No máximo 365 dias'),
    }),
  ],
  'Público inválido',
);
export type TMailingAudience = z.infer<typeof ZMailingAudience>;

export const ZMailingJobBody = z.object({
  templateVersionId: z.uuid('Escolha a versão do modelo'),
  campaignId: z.uuid('Escolha uma campanha'),
  audience: ZMailingAudience,
  deadline: z.string().trim().max(100, 'No máximo 100 caracteres').default(''),
  /** E-mails per minute; null sends as fast as the SMTP server takes them. */
  ratePerMinute: z.coerce
    .number()
    .int('Taxa inválida')
    .min(1, 'Taxa inválida')
    .max(100_000, 'Taxa alta demais')
    .nullable()
    .default(null),
  /** Null starts now. */
  scheduledAt: z.iso.datetime({ offset: true, message: 'Data inválida' }).nullable().default(null),
});
export type TMailingJobBody = z.input<typeof ZMailingJobBody>;

export const EXCLUSION_REASONS = ['opted-out', 'no-consent', 'bounced', 'duplicate', 'not-in-panel'] as const;
export type TExclusionReason = (typeof EXCLUSION_REASONS)[number];
export const EXCLUSION_LABELS: Record<TExclusionReason, string> = {
  'opted-out': 'descadastrados',
  'no-consent': 'sem consentimento',
  bounced: 'e-mail devolvido',
  duplicate: 'endereços repetidos',
  'not-in-panel': 'fora do painel',
};
export const ZMailingPreview = z.object({
  count: z.number(),
  excluded: z.array(z.object({ reason: z.enum(EXCLUSION_REASONS), count: z.number() })),
});
export type TMailingPreview = z.infer<typeof ZMailingPreview>;

export const MAILING_JOB_STATUSES = ['scheduled', 'running', 'paused', 'cancelled', 'done'] as const;
export type TMailingJobStatus = (typeof MAILING_JOB_STATUSES)[number];
export const MAILING_JOB_STATUS_LABELS: Record<TMailingJobStatus, string> = {
  scheduled: 'Agendado',
  running: 'Em andamento',
  paused: 'Pausado',
  cancelled: 'Cancelado',
  done: 'Concluído',
};
/** The `{subPage}` of /apps/mailingjobs/{subPage}. */
export const MAILING_JOB_PAGES = {
  'em-andamento': ['running', 'paused'],
  agendados: ['scheduled'],
  concluidos: ['done', 'cancelled'],
} as const satisfies Record<string, readonly TMailingJobStatus[]>;
export type TMailingJobPage = keyof typeof MAILING_JOB_PAGES;

export const RECIPIENT_STATUSES = [
  'queued',
  'sent',
  'failed',
  'bounced',
  'unsubscribed',
  'opened',
  'answered',
  'in-doubt',
  'cancelled',
] as const;
export type TRecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<TRecipientStatus, string> = {
  queued: 'na fila',
  sent: 'enviado',
  failed: 'falhou',
  bounced: 'devolvido',
  unsubscribed: 'descadastrado',
  opened: 'abriu',
  answered: 'respondeu',
  'in-doubt': 'envio incerto',
  cancelled: 'cancelado',
};

export const ZMailingCounts = z.record(z.enum(RECIPIENT_STATUSES), z.number());
export const ZMailingJob = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateName: z.string(),
  templateVersion: z.number(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  audience: z.string(),
  status: z.enum(MAILING_JOB_STATUSES),
  ratePerMinute: z.number().nullable(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  total: z.number(),
  done: z.number(),
  counts: ZMailingCounts,
  audit: z.array(z.object({ action: z.string(), by: z.string().nullable(), at: z.string() })),
});
export type TMailingJob = z.infer<typeof ZMailingJob>;
export const ZMailingJobListQuery = ZPageQuery.extend({
  view: z.enum(Object.keys(MAILING_JOB_PAGES) as [TMailingJobPage, ...TMailingJobPage[]]).optional(),
});
export const ZMailingJobList = zPaged(ZMailingJob.omit({ audit: true }));

export const ZMailingRecipient = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  error: z.string().nullable(),
  attempts: z.number(),
  sentAt: z.string().nullable(),
});
export type TMailingRecipient = z.infer<typeof ZMailingRecipient>;
export const ZMailingRecipientList = zPaged(ZMailingRecipient);

export const ZMailingProgress = z.object({
  id: z.uuid(),
  status: z.enum(MAILING_JOB_STATUSES),
  total: z.number(),
  done: z.number(),
  counts: ZMailingCounts,
});
export type TMailingProgress = z.infer<typeof ZMailingProgress>;

export const ZUnsubscribeQuery = z.object({
  r: z.uuid('Link de descadastro inválido.'),
  t: z.string().max(200, 'Link de descadastro inválido.'),
});

export const MAILING_WATCH_ACTION = 'server/mailing:watch';
export const ZMailingWatchData = z.object({ jobId: z.uuid() });
export const ZMailingRecipientListQuery = ZPageQuery.extend({
  status: z.enum(RECIPIENT_STATUSES, 'Status inválido').optional(),
});
export const ZMergeFieldList = z.object({ fields: z.array(z.string()) });

/** What the Mailing group picks from (a mailing operator cannot list campaigns or the panel elsewhere). */
export const ZMailingOption = z.object({ id: z.uuid(), name: z.string(), email: z.string().optional() });
export type TMailingOption = z.infer<typeof ZMailingOption>;
export const ZMailingOptionList = z.object({ items: z.array(ZMailingOption) });
export const ZMailingOptionQuery = z.object({
  q: z.string().trim().max(120, 'Busca longa demais').optional(),
});
