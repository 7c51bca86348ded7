import { z } from 'zod';
import { businessDayBounds } from './business-time';

/** The column filter operators of the spec (point 5), 'contains' first: it is the default. */
export const TABLE_FILTER_OPERATORS = [
  'contains',
  'starts-with',
  'ends-with',
  'matches',
  'greater-than',
  'less-than',
] as const;
export type TTableFilterOperator = (typeof TABLE_FILTER_OPERATORS)[number];

export const TABLE_FILTER_OPERATOR_LABELS: Record<TTableFilterOperator, string> = {
  contains: 'Contém',
  'starts-with': 'Começa com',
  'ends-with': 'Termina com',
  matches: 'Corresponde a',
  'greater-than': 'Maior que',
  'less-than': 'Menor que',
};

/** How a column compares: text by its letters, numbers by value, dates by São Paulo day. */
export type TFilterColumnType = 'text' | 'number' | 'date';
export type TFilterFields = Record<string, TFilterColumnType>;

/** The operators a column of this type accepts: greater/less only where an order means something. */
export function operatorsFor(type: TFilterColumnType): readonly TTableFilterOperator[] {
  return type === 'text' ? TABLE_FILTER_OPERATORS.slice(0, 4) : TABLE_FILTER_OPERATORS;
}

export const TABLE_FILTER_LIMITS = { valueMax: 120, patternMax: 100 } as const;

export const TABLE_FILTER_MESSAGES = {
  placeholder: 'Filtrar',
  noResults: 'No results..',
  invalidPattern: 'Expressão regular inválida.',
  longPattern: `A expressão regular pode ter no máximo ${TABLE_FILTER_LIMITS.patternMax} caracteres.`,
  unsafePattern:
    'Expressão regular não permitida: sem referências a grupos, lookaround nem quantificadores aninhados.',
  number: 'Informe um número.',
  date: 'Informe uma data (dd/mm/aaaa).',
  orderOnText: 'Maior que e menor que só valem para colunas de número ou data.',
  noField: 'Escolha a coluna do filtro.',
} as const;

/** A quantified group holding a quantifier, `(a+)+`: the shape of catastrophic backtracking. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+?}](?:[^()\\]|\\.)*\)[*+?{]/;
/** Back-references and lookaround read differently (or not at all) in PostgreSQL and in the browser. */
const DIVERGENT_SYNTAX = /\\[1-9]|\\k<|\(\?[=!<]/;

/** Why `pattern` is refused as a 'matches' filter, or null when it is a safe regular expression. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > TABLE_FILTER_LIMITS.patternMax) return TABLE_FILTER_MESSAGES.longPattern;
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return TABLE_FILTER_MESSAGES.invalidPattern;
  }
  const plain = pattern.replace(/\(\?:/g, '(');
  if (DIVERGENT_SYNTAX.test(pattern) || NESTED_QUANTIFIER.test(plain))
    return TABLE_FILTER_MESSAGES.unsafePattern;
  return null;
}

/** '1.234,5', '1234.5' or '-3' as a number; null when it is not one. */
export function parseFilterNumber(text: string): number | null {
  const trimmed = text.trim();
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** 'dd/mm/aaaa' or 'aaaa-mm-dd' as 'aaaa-mm-dd'; null when it is not a real day. */
export function parseFilterDate(text: string): string | null {
  const trimmed = text.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = br
    ? [Number(br[3]), Number(br[2]), Number(br[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface TTableFilter {
  field: string;
  operator: TTableFilterOperator;
  value: string;
}

/** Why this filter cannot run on a column of `type`, or null when it can. */
export function filterProblem(type: TFilterColumnType, operator: TTableFilterOperator, value: string) {
  if (operator === 'matches') return patternProblem(value);
  if (operator !== 'greater-than' && operator !== 'less-than') return null;
  if (type === 'text') return TABLE_FILTER_MESSAGES.orderOnText;
  if (type === 'number') return parseFilterNumber(value) === null ? TABLE_FILTER_MESSAGES.number : null;
  return parseFilterDate(value) === null ? TABLE_FILTER_MESSAGES.date : null;
}

/**
 * The bound of a greater/less filter: a number, or the instant a São Paulo day starts ('less-than') or
 * ends ('greater-than'), so "maior que 10/01/2026" starts on the 11th.
 */
export function orderBound(type: 'number' | 'date', operator: TTableFilterOperator, value: string) {
  if (type === 'number') return parseFilterNumber(value) ?? 0;
  const bounds = businessDayBounds(parseFilterDate(value) ?? '1970-01-01');
  return operator === 'greater-than' ? bounds.end : bounds.start;
}

/**
 * `?filterField=&filterOp=&filterValue=` of a list whose columns are `fields`; the filter applies only when
 * a field and a value are given. Add it with `withTableFilter`, which also checks the three together.
 */
export function zTableFilterShape<F extends TFilterFields>(fields: F) {
  const names = Object.keys(fields) as [keyof F & string, ...(keyof F & string)[]];
  return {
    filterField: z.enum(names, 'Coluna de filtro inválida').optional(),
    filterOp: z.enum(TABLE_FILTER_OPERATORS, 'Operador de filtro inválido').default('contains'),
    filterValue: z.string().trim().max(TABLE_FILTER_LIMITS.valueMax).optional(),
  };
}

/** `schema` plus the filter of `fields`, refusing (400, in Portuguese) a filter that cannot run. */
export function withTableFilter<S extends z.ZodRawShape, F extends TFilterFields>(
  schema: z.ZodObject<S>,
  fields: F,
) {
  return schema.extend(zTableFilterShape(fields)).superRefine((query, context) => {
    const { filterField, filterOp, filterValue } = query as {
      filterField?: string;
      filterOp: TTableFilterOperator;
      filterValue?: string;
    };
    if (!filterValue) return;
    if (!filterField) {
      context.addIssue({ code: 'custom', path: ['filterField'], message: TABLE_FILTER_MESSAGES.noField });
      return;
    }
    const problem = filterProblem(fields[filterField] ?? 'text', filterOp, filterValue);
    if (problem) context.addIssue({ code: 'custom', path: ['filterValue'], message: problem });
  });
}

/** The filter of a parsed list query, or null when it has none. */
export function tableFilterOf(query: {
  filterField?: string;
  filterOp?: TTableFilterOperator;
  filterValue?: string;
}): TTableFilter | null {
  if (!query.filterField || !query.filterValue) return null;
  return { field: query.filterField, operator: query.filterOp ?? 'contains', value: query.filterValue };
}
