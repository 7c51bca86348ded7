import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZSessionUser } from './auth';
import { ZCampaignMode } from './campaigns';
import { ZPageQuery, zPaged } from './paging';
import { ZSurveySchema } from './surveys';

export const RESPONSE_STATUSES = ['partial', 'complete', 'screened_out', 'over_quota'] as const;
export const ZResponseStatus = z.enum(RESPONSE_STATUSES, 'Status inválido');
export type TResponseStatus = z.infer<typeof ZResponseStatus>;
export const RESPONSE_STATUS_LABELS: Record<TResponseStatus, string> = {
  partial: 'Parcial',
  complete: 'Completa',
  screened_out: 'Filtrada',
  over_quota: 'Cota cheia',
};

/** End-page texts of the player, also returned by the server as `message`. */
export const PLAY_MESSAGES = {
  complete: 'Obrigado! Suas respostas foram registradas.',
  screened_out: 'Obrigado pela participação! Seu perfil não se encaixa nesta pesquisa.',
  over_quota: 'Obrigado pela participação! A cota para o seu perfil já foi preenchida.',
  partial: 'Respostas salvas.',
  notYours: 'Esta resposta não pertence a você.',
  alreadyFinished: 'Esta resposta já foi finalizada.',
  interviewNotAllowed: 'Esta campanha não aceita entrevistas.',
  webNotAllowed: 'Esta campanha é respondida somente por entrevista.',
  invitationOtherCampaign: 'Este convite é de outra pesquisa.',
  invalidAnswers: 'Algumas respostas são inválidas.',
} as const;

/** Header carrying the resume token of a response (any device may resume with it). */
export const RESUME_TOKEN_HEADER = 'x-resume-token';

export const ZAnswers = z.record(z.string().max(200), z.unknown(), 'Respostas inválidas');
export type TAnswers = z.infer<typeof ZAnswers>;

export const ZExchangeTokenBody = z.object({
  token: z.string('Convite inválido').trim().min(16, 'Convite inválido').max(200, 'Convite inválido'),
});
export const ZExchangeTokenResult = z.object({
  access_token: z.string(),
  user: ZSessionUser,
  campaignId: z.string(),
  surveyId: z.string(),
});
export type TExchangeTokenResult = z.infer<typeof ZExchangeTokenResult>;

export const ZPlaySurveyItem = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  surveyId: z.string(),
  surveyTitle: z.string(),
  mode: ZCampaignMode,
  closesAt: z.string().nullable(),
  canInterview: z.boolean(),
  canRespond: z.boolean(),
  hasPartial: z.boolean(),
});
export type TPlaySurveyItem = z.infer<typeof ZPlaySurveyItem>;
export const ZPlaySurveyList = zPaged(ZPlaySurveyItem);
export type TPlaySurveyList = z.infer<typeof ZPlaySurveyList>;

export const ZCampaignIdParams = z.object({ campaignId: z.uuid('Identificador inválido') });

export const ZPlayResponse = z.object({
  id: z.string(),
  answers: ZAnswers,
  currentPage: z.number(),
  status: ZResponseStatus,
  isInterview: z.boolean(),
});
export type TPlayResponse = z.infer<typeof ZPlayResponse>;

export const ZPlayCampaign = z.object({
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    surveyId: z.string(),
    mode: ZCampaignMode,
    isOpen: z.boolean(),
    statusMessage: z.string(),
    /** False: this signed-in caller may answer again (the end page offers 'Responder novamente'). */
    oneResponsePerUser: z.boolean(),
  }),
  version: z.object({ id: z.string(), version: z.number(), schema: ZSurveySchema }),
  response: ZPlayResponse.nullable(),
});
export type TPlayCampaign = z.infer<typeof ZPlayCampaign>;

export const ZStartResponseBody = z.object({
  asInterview: z.boolean().default(false),
  respondentName: z.string().trim().max(200, 'No máximo 200 caracteres').optional(),
});
export type TStartResponseBody = z.input<typeof ZStartResponseBody>;
export const ZStartedResponse = ZPlayResponse.extend({ resumeToken: z.string() });
export type TStartedResponse = z.infer<typeof ZStartedResponse>;

export const ZSavePartialBody = z.object({
  answers: ZAnswers,
  currentPage: z.number('Página inválida').int('Página inválida').min(0, 'Página inválida').max(10_000),
});
export type TSavePartialBody = z.infer<typeof ZSavePartialBody>;

export const ZCompleteBody = z.object({
  answers: ZAnswers,
  idempotencyKey: z.uuid('Chave de envio inválida'),
});
export type TCompleteBody = z.infer<typeof ZCompleteBody>;

/** Result of a save or a submit; `message` is the end-page text when the survey ended. */
export const ZPlayResult = z.object({ status: ZResponseStatus, message: z.string() });
export type TPlayResult = z.infer<typeof ZPlayResult>;

/** Columns of a campaign's response list a table filter may use. */
export const RESPONSE_FILTER_FIELDS = {
  respondent: 'text',
  interviewer: 'text',
  startedAt: 'date',
  completedAt: 'date',
  version: 'number',
} as const;

export const ZResponseListQuery = withTableFilter(
  ZPageQuery.extend({
    status: ZResponseStatus.optional(),
    from: z.iso.date('Data inválida').optional(),
    to: z.iso.date('Data inválida').optional(),
    interviewerId: z.uuid('Identificador inválido').optional(),
  }),
  RESPONSE_FILTER_FIELDS,
);
export type TResponseListQuery = z.input<typeof ZResponseListQuery>;

export const ZResponseSummary = z.object({
  id: z.string(),
  campaignId: z.string(),
  surveyVersion: z.number(),
  status: ZResponseStatus,
  isInterview: z.boolean(),
  interviewerId: z.string().nullable(),
  interviewerName: z.string().nullable(),
  respondentName: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  updatedAt: z.string(),
  /** When an interview collected off-line reached the server (its start and end are the device's); else null. */
  syncedAt: z.string().nullable(),
});
export type TResponseSummary = z.infer<typeof ZResponseSummary>;

export const ZResponseList = zPaged(ZResponseSummary);
export type TResponseList = z.infer<typeof ZResponseList>;

export const ZResponseAuditEntry = z.object({
  id: z.string(),
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  reason: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type TResponseAuditEntry = z.infer<typeof ZResponseAuditEntry>;

export const ZResponseDetail = ZResponseSummary.extend({
  surveyVersionId: z.string(),
  answers: ZAnswers,
  currentPage: z.number(),
  audit: z.array(ZResponseAuditEntry),
});
export type TResponseDetail = z.infer<typeof ZResponseDetail>;

export const ZCorrectResponseBody = z.object({
  answers: ZAnswers.refine((answers) => Object.keys(answers).length > 0, 'Altere pelo menos uma resposta'),
  reason: z
    .string('Informe o motivo da correção')
    .trim()
    .min(3, 'Informe o motivo da correção')
    .max(500, 'No máximo 500 caracteres'),
});
export type TCorrectResponseBody = z.infer<typeof ZCorrectResponseBody>;

const STATUS_LIST = new RegExp(`^(${RESPONSE_STATUSES.join('|')})(,(${RESPONSE_STATUSES.join('|')}))*$`);

export const ZExportQuery = z.object({
  format: z.enum(['csv', 'xlsx', 'sav'], 'Formato inválido').default('csv'),
  labels: z
    .enum(['true', 'false'], 'Use true ou false')
    .transform((value) => value === 'true')
    .default(true),
  /** Which responses go in, comma separated (complete,partial,screened_out,over_quota); complete by default. */
  status: z
    .string('Status inválido')
    .regex(STATUS_LIST, `Use uma lista de status separados por vírgula: ${RESPONSE_STATUSES.join(', ')}`)
    .default('complete')
    .transform((value) => [...new Set(value.split(','))] as TResponseStatus[]),
});
export type TExportQuery = z.input<typeof ZExportQuery>;
