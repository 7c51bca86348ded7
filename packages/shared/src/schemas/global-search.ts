import { z } from 'zod';
import { zText } from './text';

/**
 * Global search (issue 35): the records a person may see whose words match the query — Portuguese stemming,
 * accents and case ignored, each word a prefix. The menu pages are matched in the browser (searchNavigation).
 */
export const GLOBAL_SEARCH_KINDS = [
  'questionnaire',
  'campaign',
  'respondent',
  'board',
  'card',
  'report',
  'room',
] as const;
export const ZGlobalSearchKind = z.enum(GLOBAL_SEARCH_KINDS);
export type TGlobalSearchKind = z.infer<typeof ZGlobalSearchKind>;

/** How each kind is headed in the results (the menu pages are 'Páginas'). */
export const GLOBAL_SEARCH_KIND_LABELS: Record<TGlobalSearchKind, string> = {
  questionnaire: 'Questionários',
  campaign: 'Campanhas',
  respondent: 'Painel',
  board: 'Quadros',
  card: 'Cartões',
  report: 'Relatórios',
  room: 'Salas',
};
export const GLOBAL_SEARCH_PAGES_LABEL = 'Páginas';

/** The toolbar shows a few per kind (10 suggestions in all, spec point 9); the results page more. */
export const GLOBAL_SEARCH_LIMITS = {
  toolbarPerKind: 3,
  pagePerKind: 20,
  maxPerKind: 50,
  maxQuery: 120,
} as const;

export const ZGlobalSearchQuery = z.object({
  q: zText()
    .trim()
    .max(GLOBAL_SEARCH_LIMITS.maxQuery, `No máximo ${GLOBAL_SEARCH_LIMITS.maxQuery} caracteres`)
    .default(''),
  limit: z.coerce
    .number({ error: 'Informe um número' })
    .int('Informe um número inteiro')
    .min(1, 'No mínimo 1')
    .max(GLOBAL_SEARCH_LIMITS.maxPerKind, `No máximo ${GLOBAL_SEARCH_LIMITS.maxPerKind}`)
    .default(GLOBAL_SEARCH_LIMITS.pagePerKind),
});
export type TGlobalSearchQuery = z.infer<typeof ZGlobalSearchQuery>;

export const ZGlobalSearchHit = z.object({
  kind: ZGlobalSearchKind,
  id: z.string(),
  title: z.string(),
  /** A second line: the questionnaire of a campaign, the board of a card, a panel member's e-mail. */
  excerpt: z.string(),
  /** Where the web app opens it for this person. */
  url: z.string(),
});
export type TGlobalSearchHit = z.infer<typeof ZGlobalSearchHit>;

/** Hits grouped by kind, in GLOBAL_SEARCH_KINDS order; kinds without a hit are left out. */
export const ZGlobalSearchResults = z.object({
  groups: z.array(z.object({ kind: ZGlobalSearchKind, label: z.string(), hits: z.array(ZGlobalSearchHit) })),
});
export type TGlobalSearchResults = z.infer<typeof ZGlobalSearchResults>;
