import { z } from 'zod';
import { ZTriggerEndAs } from '../survey-endings/trigger-end';
import { withTableFilter } from '../table-filter';
import { ZPageQuery, zPaged } from './paging';
import { zText } from './text';

/** Size caps of a questionnaire (a 300-question, 30-page survey must fit comfortably). */
export const SURVEY_LIMITS = {
  maxPages: 200,
  maxElementsPerPage: 500,
  maxQuestions: 2000,
  /** Panels inside panels: survey-core's load costs grow with the cube of this depth, so it is capped. */
  maxPanelDepth: 20,
  /** Parentheses inside parentheses in one expression (skip logic, triggers, calculations): survey-core's parser
   * slows down with the depth (200,000 levels blocked the server for 0.7 s), and no real condition nears this. */
  maxExpressionDepth: 32,
  maxSchemaBytes: 900_000,
  titleMax: 200,
  descriptionMax: 2000,
  categoryMax: 80,
} as const;

export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export const ZSurveyStatus = z.enum(SURVEY_STATUSES, 'Status inválido');
export type TSurveyStatus = z.infer<typeof ZSurveyStatus>;
export const SURVEY_STATUS_LABELS: Record<TSurveyStatus, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
  closed: 'Encerrado',
};

export const SURVEY_MESSAGES = {
  conflict: 'Este questionário foi alterado por outra pessoa. Recarregue para ver a versão mais recente.',
  invalidSchema: 'Arquivo de questionário inválido.',
  notFound: 'Questionário não encontrado.',
  saved: 'alterações salvas',
  published: 'Questionário publicado.',
  nothingToPublish: 'Não há alterações para publicar.',
  emptySurvey: 'O questionário precisa de pelo menos uma pergunta para ser publicado.',
  closed: 'Este questionário está encerrado.',
} as const;

const name = zText('Nome inválido')
  .trim()
  .min(1, 'Informe o nome da pergunta')
  .max(200, 'Nome da pergunta muito longo');

/** One SurveyJS element (question, panel or html block); other SurveyJS properties pass through. */
export const ZSurveyElement = z.looseObject({
  type: z.string('Tipo de pergunta inválido').min(1, 'Tipo de pergunta inválido').max(50),
  name,
});
export type TSurveyElement = z.infer<typeof ZSurveyElement>;

export const ZSurveyPage = z.looseObject({
  name,
  elements: z
    .array(ZSurveyElement, 'A página precisa de uma lista de perguntas')
    .max(SURVEY_LIMITS.maxElementsPerPage, `No máximo ${SURVEY_LIMITS.maxElementsPerPage} itens por página`)
    .default([]),
});
export type TSurveyPage = z.infer<typeof ZSurveyPage>;

/** A SurveyJS JSON schema; the server also loads it in survey-core to refuse what SurveyJS would not run. */
export const ZSurveySchema = z.looseObject({
  title: z.union([zText().max(SURVEY_LIMITS.titleMax), z.record(z.string(), z.string())]).optional(),
  pages: z
    .array(ZSurveyPage, 'O questionário precisa de uma lista de páginas')
    .max(SURVEY_LIMITS.maxPages, `No máximo ${SURVEY_LIMITS.maxPages} páginas`),
  /** SurveyJS triggers pass through; our own `endAs` (how a complete trigger ends the response) is checked. */
  triggers: z.array(z.looseObject({ endAs: ZTriggerEndAs.optional() }), 'Gatilhos inválidos').optional(),
});
export type TSurveySchema = z.infer<typeof ZSurveySchema>;

export const ZIdParams = z.object({ id: z.uuid('Identificador inválido') });
export type TIdParams = z.infer<typeof ZIdParams>;
export const ZSurveyVersionParams = ZIdParams.extend({
  version: z.coerce.number('Versão inválida').int('Versão inválida').min(1, 'Versão inválida'),
});

const booleanQuery = z
  .enum(['true', 'false'], 'Use true ou false')
  .transform((value) => value === 'true')
  .optional();

/** Columns of the questionnaire list a table filter may use. */
export const SURVEY_FILTER_FIELDS = { title: 'text', category: 'text', updatedAt: 'date' } as const;

export const ZSurveyListQuery = withTableFilter(
  ZPageQuery.extend({
    q: zText().trim().max(120).optional(),
    status: ZSurveyStatus.optional(),
    category: zText().trim().max(SURVEY_LIMITS.categoryMax).optional(),
    /** false (default): only active ones; true: only archived ones. */
    archived: booleanQuery,
  }),
  SURVEY_FILTER_FIELDS,
);
export type TSurveyListQuery = z.input<typeof ZSurveyListQuery>;

export const ZSurveySummary = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: ZSurveyStatus,
  isArchived: z.boolean(),
  revision: z.number(),
  publishedVersion: z.number().nullable(),
  hasDraftChanges: z.boolean(),
  questionCount: z.number(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSurveySummary = z.infer<typeof ZSurveySummary>;

export const ZSurvey = ZSurveySummary.extend({ schema: ZSurveySchema });
export type TSurvey = z.infer<typeof ZSurvey>;

/** An import's answer: the questionnaire and what was changed to store it (pt-BR notes, maybe none). */
export const ZImportedSurvey = ZSurvey.extend({ importNotes: z.array(z.string()) });
export type TImportedSurvey = z.infer<typeof ZImportedSurvey>;

export const ZSurveyList = zPaged(ZSurveySummary).extend({
  categories: z.array(z.string()),
});
export type TSurveyList = z.infer<typeof ZSurveyList>;

const title = zText('Informe o título')
  .trim()
  .min(3, 'O título precisa de pelo menos 3 caracteres')
  .max(SURVEY_LIMITS.titleMax, `No máximo ${SURVEY_LIMITS.titleMax} caracteres`);
const description = zText()
  .trim()
  .max(SURVEY_LIMITS.descriptionMax, `No máximo ${SURVEY_LIMITS.descriptionMax} caracteres`);
const category = zText()
  .trim()
  .max(SURVEY_LIMITS.categoryMax, `No máximo ${SURVEY_LIMITS.categoryMax} caracteres`);

/** PG_INT_MAX: the revision column is an integer; a bigger number could never match and would fail in SQL. */
export const MAX_REVISION = 2_147_483_647;
const baseRevision = z
  .number('Revisão inválida')
  .int('Revisão inválida')
  .min(0, 'Revisão inválida')
  .max(MAX_REVISION, 'Revisão inválida');

export const ZCreateSurveyBody = z.object({
  title,
  description: description.optional(),
  category: category.optional(),
  schema: ZSurveySchema.optional(),
});
export type TCreateSurveyBody = z.infer<typeof ZCreateSurveyBody>;

export const ZUpdateSurveyBody = z.object({
  baseRevision,
  title: title.optional(),
  description: description.optional(),
  category: category.optional(),
  schema: ZSurveySchema.optional(),
});
export type TUpdateSurveyBody = z.infer<typeof ZUpdateSurveyBody>;

export const ZArchiveSurveyBody = z.object({ archived: z.boolean('Informe true ou false') });

/** Import takes anything and answers 422 with a Portuguese message when it is not a valid questionnaire. */
export const ZImportSurveyBody = z.object({
  title: title.optional(),
  schema: z.unknown(),
});
export type TImportSurveyBody = z.infer<typeof ZImportSurveyBody>;

export const ZImportDraftBody = z.object({
  schema: z.unknown(),
  baseRevision,
});
export type TImportDraftBody = z.infer<typeof ZImportDraftBody>;

export const ZSurveyVersion = z.object({
  id: z.string(),
  surveyId: z.string(),
  version: z.number(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});
export type TSurveyVersion = z.infer<typeof ZSurveyVersion>;

export const ZSurveyVersionWithSchema = ZSurveyVersion.extend({ schema: ZSurveySchema });
export type TSurveyVersionWithSchema = z.infer<typeof ZSurveyVersionWithSchema>;

export const ZSurveyVersionList = z.array(ZSurveyVersion);

/** Socket event to room `survey:<id>` after every save; `by` is the editor's display name. */
export const ZSurveyChangedEvent = z.object({
  surveyId: z.string(),
  revision: z.number(),
  by: z.string(),
  byUserId: z.string(),
});
export type TSurveyChangedEvent = z.infer<typeof ZSurveyChangedEvent>;

/** Client → server socket action joining the room of one questionnaire (collection roles only). */
export const SURVEY_WATCH_ACTION = 'server/survey:watch';
export const ZSurveyWatchData = z.object({ surveyId: z.uuid('Identificador inválido') });
