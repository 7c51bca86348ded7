import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

export const CAMPAIGN_MODES = ['web', 'interview', 'both'] as const;
export const ZCampaignMode = z.enum(CAMPAIGN_MODES, 'Modo inválido');
export type TCampaignMode = z.infer<typeof ZCampaignMode>;
export const CAMPAIGN_MODE_LABELS: Record<TCampaignMode, string> = {
  web: 'Link web',
  interview: 'Entrevista',
  both: 'Ambos',
};

export const CAMPAIGN_STATUSES = ['draft', 'fielding', 'paused', 'closed'] as const;
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES, 'Status inválido');
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;
export const CAMPAIGN_STATUS_LABELS: Record<TCampaignStatus, string> = {
  draft: 'Rascunho',
  fielding: 'Em campo',
  paused: 'Pausada',
  closed: 'Encerrada',
};

/** The campaign form's labels for who may answer. */
export const CAMPAIGN_SETTING_LABELS = {
  isOpenToPanel: 'Aberta ao painel público (aparece em "Pesquisas abertas" para qualquer usuário conectado)',
  isOpenToPanelHelp: 'Desligada: só os convidados veem e respondem esta campanha.',
  oneResponsePerUser: 'Uma resposta por usuário conectado',
  oneResponsePerUserHelp:
    'Desligada: o mesmo usuário pode responder mais de uma vez (cada navegador retoma a sua).',
} as const;

/** What the player shows when a campaign takes no new responses. */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campanha não encontrada.',
  needsPublished: 'A campanha precisa de um questionário publicado.',
  draft: 'Esta pesquisa ainda não está aberta.',
  paused: 'Esta pesquisa está pausada no momento. Tente novamente mais tarde.',
  closed: 'Esta pesquisa foi encerrada. Obrigado pelo interesse.',
  notYetOpen: 'Esta pesquisa ainda não começou.',
  expired: 'O prazo desta pesquisa terminou. Obrigado pelo interesse.',
  open: 'Pesquisa aberta.',
  invalidDates: 'A data de encerramento deve ser posterior à de abertura.',
} as const;

const dateTime = z.iso.datetime({ offset: true, message: 'Data inválida' });

export const ZCampaignCounts = z.object({
  partial: z.number(),
  complete: z.number(),
  screenedOut: z.number(),
  overQuota: z.number(),
});
export type TCampaignCounts = z.infer<typeof ZCampaignCounts>;

export const ZCampaign = z.object({
  id: z.string(),
  surveyId: z.string(),
  surveyTitle: z.string(),
  name: z.string(),
  mode: ZCampaignMode,
  status: ZCampaignStatus,
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Open = fielding and now within [opensAt, closesAt]. */
  isOpen: z.boolean(),
  statusMessage: z.string(),
  /** Read-only link token for targets/dashboards; shown to collection roles only (null otherwise). */
  shareToken: z.string().nullable(),
  /** Offered to every signed-in user under 'Pesquisas abertas'; otherwise only to invited ones. */
  isOpenToPanel: z.boolean(),
  /** A signed-in user answers at most once (enforced by the database). */
  oneResponsePerUser: z.boolean(),
  counts: ZCampaignCounts,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** Columns of the campaign list a table filter may use. */
export const CAMPAIGN_FILTER_FIELDS = { name: 'text', survey: 'text', complete: 'number' } as const;

export const ZCampaignListQuery = withTableFilter(
  ZPageQuery.extend({
    surveyId: z.uuid('Identificador inválido').optional(),
    status: ZCampaignStatus.optional(),
    q: zText().trim().max(120).optional(),
  }),
  CAMPAIGN_FILTER_FIELDS,
);
export type TCampaignListQuery = z.input<typeof ZCampaignListQuery>;

export const ZCampaignList = zPaged(ZCampaign);
export type TCampaignList = z.infer<typeof ZCampaignList>;

const campaignName = z
  .string('Informe o nome da campanha')
  .trim()
  .min(3, 'O nome precisa de pelo menos 3 caracteres')
  .max(200, 'No máximo 200 caracteres');

export const ZCreateCampaignBody = z
  .object({
    surveyId: z.uuid('Escolha um questionário'),
    name: campaignName,
    mode: ZCampaignMode.default('web'),
    opensAt: dateTime.nullable().optional(),
    closesAt: dateTime.nullable().optional(),
    isOpenToPanel: z.boolean().default(false),
    oneResponsePerUser: z.boolean().default(true),
  })
  .refine((body) => !body.opensAt || !body.closesAt || Date.parse(body.closesAt) > Date.parse(body.opensAt), {
    message: CAMPAIGN_MESSAGES.invalidDates,
    path: ['closesAt'],
  });
export type TCreateCampaignBody = z.input<typeof ZCreateCampaignBody>;

export const ZUpdateCampaignBody = z.object({
  name: campaignName.optional(),
  mode: ZCampaignMode.optional(),
  opensAt: dateTime.nullable().optional(),
  closesAt: dateTime.nullable().optional(),
  isOpenToPanel: z.boolean().optional(),
  oneResponsePerUser: z.boolean().optional(),
});
export type TUpdateCampaignBody = z.infer<typeof ZUpdateCampaignBody>;

export const ZCampaignStatusBody = z.object({ status: ZCampaignStatus });

export const ZTargetParams = z.object({
  id: z.uuid('Identificador inválido'),
  targetId: z.uuid('Identificador inválido'),
});

export const ZTarget = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  /** SurveyJS expression over the answers, e.g. {especialidade} = 'cardiologia'; empty = every complete. */
  condition: z.string(),
  /** The condition in words, with question titles and option labels ('Prescreve = Sim'); '' = every complete. */
  conditionText: z.string(),
  /**
   * Shown to collection roles only (null otherwise): why this saved condition counts wrong, e.g. it compares a
   * yes/no question with ''.
   */
  conditionProblem: z.string().nullable(),
  goal: z.number(),
  completes: z.number(),
  isFull: z.boolean(),
});
export type TTarget = z.infer<typeof ZTarget>;

export const ZTargetBody = z.object({
  name: z
    .string('Informe o nome da cota')
    .trim()
    .min(1, 'Informe o nome da cota')
    .max(200, 'No máximo 200 caracteres'),
  condition: z.string().trim().max(2000, 'Condição muito longa').default(''),
  goal: z
    .number('Informe a meta')
    .int('A meta deve ser um número inteiro')
    .min(1, 'A meta deve ser pelo menos 1')
    .max(1_000_000, 'Meta grande demais'),
});
export type TTargetBody = z.input<typeof ZTargetBody>;
export const ZUpdateTargetBody = ZTargetBody.partial();

/** A goal below what a target already counted would leave it 'over its goal' for good. */
export const goalBelowCompletesMessage = (completes: number) =>
  `A meta não pode ser menor que o número de respostas completas já contadas nesta cota (${completes}).`;

/** `share` = a campaign's share token: read-only access to that campaign's targets without signing in. */
export const ZShareQuery = z.object({ share: z.string().trim().min(10).max(200).optional() });

export const ZCampaignTargets = z.object({
  campaign: z.object({ id: z.string(), name: z.string(), status: ZCampaignStatus, surveyTitle: z.string() }),
  targets: z.array(ZTarget),
});
export type TCampaignTargets = z.infer<typeof ZCampaignTargets>;
export const ZTargetsOverview = z.array(ZCampaignTargets);

/** Columns of the quota overview (campaigns with their targets) a table filter may use. */
export const TARGETS_FILTER_FIELDS = { name: 'text', survey: 'text' } as const;

export const ZTargetsOverviewQuery = withTableFilter(
  ZShareQuery.extend(ZPageQuery.shape),
  TARGETS_FILTER_FIELDS,
);
export type TTargetsOverviewQuery = z.input<typeof ZTargetsOverviewQuery>;

export const ZShareTokenResult = z.object({ shareToken: z.string() });
