import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZPageQuery, zPaged } from './paging';
import { ZCreateRespondentBody, ZInvitationStatus, ZRespondent } from './respondents';
import { ZResponseStatus } from './responses';
import { zText } from './text';

/** The respondent panel (/apps/survey-users, interview group): list, filters, edit, flags and history. */
export const PANEL_LIMITS = {
  attributeKeyMax: 60,
  attributeValueMax: 300,
  attributesMax: 50,
  filtersMax: 10,
  /** Distinct values listed per attribute key for the filter (the most frequent first). */
  filterValuesMax: 100,
} as const;

export const PANEL_MESSAGES = {
  nothingToChange: 'Nada para alterar.',
  invalidAttributeKey: 'Use letras minúsculas, números e _ (ex.: especialidade).',
  invalidFilter: 'Filtro inválido: use atributo:valor.',
  attributeValueTooLong: `No máximo ${PANEL_LIMITS.attributeValueMax} caracteres`,
} as const;

/** A new member whose e-mail the panel already has: the refusal names who has it. */
export const panelEmailTakenBy = (name: string) => `Este e-mail já é de ${name}, no painel.`;

/** Attribute keys are slugs (especialidade, regiao, crm), so the same column always lands on the same key. */
export const ZPanelAttributeKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]+$/, PANEL_MESSAGES.invalidAttributeKey)
  .max(PANEL_LIMITS.attributeKeyMax, PANEL_MESSAGES.invalidAttributeKey);
export const ZPanelAttributeValue = z.string().trim().max(PANEL_LIMITS.attributeValueMax, {
  message: PANEL_MESSAGES.attributeValueTooLong,
});
export const ZPanelAttributes = z
  .record(ZPanelAttributeKey, ZPanelAttributeValue)
  .refine((value) => Object.keys(value).length <= PANEL_LIMITS.attributesMax, {
    message: `No máximo ${PANEL_LIMITS.attributesMax} atributos`,
  });

const booleanQuery = z
  .enum(['true', 'false'], 'Use true ou false')
  .transform((value) => value === 'true')
  .optional();

/** `attr=especialidade:cardiologia` (repeatable): every filter must match, letter case aside. */
const attributeFilters = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const filters: { key: string; value: string }[] = [];
    for (const item of list) {
      const at = item.indexOf(':');
      const key = ZPanelAttributeKey.safeParse(item.slice(0, at));
      if (at < 1 || !key.success || item.length > 400) {
        context.addIssue({ code: 'custom', message: PANEL_MESSAGES.invalidFilter });
        return z.NEVER;
      }
      filters.push({ key: key.data, value: item.slice(at + 1).trim() });
    }
    if (filters.length > PANEL_LIMITS.filtersMax) {
      context.addIssue({ code: 'custom', message: `No máximo ${PANEL_LIMITS.filtersMax} filtros` });
      return z.NEVER;
    }
    return filters;
  });

/** Columns of the panel list a table filter may use. */
export const PANEL_FILTER_FIELDS = {
  respondent: 'text',
  phone: 'text',
  invitations: 'number',
  completes: 'number',
} as const;

export const ZPanelListQuery = withTableFilter(
  ZPageQuery.extend({
    /** Name, e-mail or phone. */
    q: zText().trim().max(120).optional(),
    consent: booleanQuery,
    optedOut: booleanQuery,
    attr: attributeFilters,
  }),
  PANEL_FILTER_FIELDS,
);
export type TPanelListQuery = z.input<typeof ZPanelListQuery>;

export const ZPanelRespondent = ZRespondent.extend({
  consentAt: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  /** Where the opt-out came from (the e-mail's unsubscribe link, the staff); null when not opted out. */
  optedOutSource: z.string().nullable(),
  updatedAt: z.string(),
  invitationCount: z.number(),
  completeCount: z.number(),
});
export type TPanelRespondent = z.infer<typeof ZPanelRespondent>;

export const ZPanelList = zPaged(ZPanelRespondent);
export type TPanelList = z.infer<typeof ZPanelList>;

export const ZPanelAttributeSummary = z.object({
  key: z.string(),
  /** Respondents that have the key. */
  count: z.number(),
  distinctCount: z.number(),
  values: z.array(z.object({ value: z.string(), count: z.number() })),
});
export const ZPanelAttributeList = z.object({ items: z.array(ZPanelAttributeSummary) });
export type TPanelAttributeList = z.infer<typeof ZPanelAttributeList>;

const respondentFields = ZCreateRespondentBody.shape;

/** One member added by hand: the fields and rules of the import (no consent: false, as an import without the column). */
export const ZCreatePanelRespondentBody = z.object({
  name: respondentFields.name,
  email: respondentFields.email,
  phone: z.string().trim().max(40, 'Telefone inválido').default(''),
  attributes: ZPanelAttributes.default({}),
  consent: z.boolean().default(false),
});
export type TCreatePanelRespondentBody = z.input<typeof ZCreatePanelRespondentBody>;
/** Every field optional; `attributes` replaces the whole set. Opting out records when (optedOutAt). */
export const ZUpdatePanelRespondentBody = z
  .object({
    name: respondentFields.name.optional(),
    email: respondentFields.email.optional(),
    phone: z.string().trim().max(40, 'Telefone inválido').optional(),
    attributes: ZPanelAttributes.optional(),
    consent: z.boolean().optional(),
    optedOut: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: PANEL_MESSAGES.nothingToChange,
  });
export type TUpdatePanelRespondentBody = z.input<typeof ZUpdatePanelRespondentBody>;

/** One campaign in a respondent's history: the invitation and/or the response. */
export const ZPanelParticipation = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  invitationId: z.string().nullable(),
  invitationStatus: ZInvitationStatus.nullable(),
  invitedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  responseId: z.string().nullable(),
  responseStatus: ZResponseStatus.nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  isInterview: z.boolean(),
});
export type TPanelParticipation = z.infer<typeof ZPanelParticipation>;

/** Columns of a respondent's participation history a table filter may use. */
export const PANEL_HISTORY_FILTER_FIELDS = {
  campaign: 'text',
  invitedAt: 'date',
  answeredAt: 'date',
} as const;

export const ZPanelHistoryQuery = withTableFilter(ZPageQuery, PANEL_HISTORY_FILTER_FIELDS);
export type TPanelHistoryQuery = z.input<typeof ZPanelHistoryQuery>;

export const ZPanelHistory = zPaged(ZPanelParticipation);
export type TPanelHistory = z.infer<typeof ZPanelHistory>;
