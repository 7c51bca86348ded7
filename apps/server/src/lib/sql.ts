import {
  BUSINESS_TIME_ZONE,
  orderBound,
  TABLE_FILTER_MESSAGES,
  type TFilterColumnType,
  type TPageQuery,
  type TTableFilter,
} from '@pesquisemais/shared';
import type { Queryable } from '../core/db/connection';
import { AppError } from './app-error';

/** LIMIT and OFFSET of one page. */
export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow({ page, pageSize }: TPageQuery): PageWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * An ILIKE pattern that finds `q` anywhere, with the wildcards %, _ and the escape \ in `q` taken literally.
 * No text (undefined, '') gives null, which the queries read as "no filter".
 */
export function likePattern(q: string, anchor?: LikeAnchor): string;
export function likePattern(q: string | null | undefined, anchor?: LikeAnchor): string | null;
export function likePattern(q: string | null | undefined, anchor: LikeAnchor = 'anywhere'): string | null {
  if (!q) return null;
  const literal = q.replace(/[\\%_]/g, '\\$&');
  return `${anchor === 'start' ? '' : '%'}${literal}${anchor === 'end' ? '' : '%'}`;
}

/**
 * An array column with `value` (an SQL expression, usually a parameter) added if absent and removed if
 * present: spec point 4's "toggle label on a selection".
 */
export function toggledInArray(column: string, value: string): string {
  return `CASE WHEN ${value} = ANY (${column}) THEN array_remove(${column}, ${value}) ELSE array_append(${column}, ${value}) END`;
}

/** Where `likePattern` pins the text: anywhere in the value, at its start or at its end. */
export type LikeAnchor = 'anywhere' | 'start' | 'end';

/**
 * A column a list may be filtered on: `sql` is the expression compared by greater/less (a number or a
 * timestamp), `text` the one the text operators read (defaults to `sql`, cast to text).
 */
export interface FilterColumn {
  type: TFilterColumnType;
  sql: string;
  text?: string;
}

/** A date column as the tables show it ('23/11/2026 14:05', São Paulo time), for the text operators. */
export function dateText(sql: string): string {
  return `to_char((${sql}) AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'DD/MM/YYYY HH24:MI')`;
}

/**
 * The SQL condition of a table filter (spec point 5) over the allow-listed `columns`, its value bound as
 * parameter `$next`; `TRUE` when there is no filter. Text operators are case-insensitive ILIKE with the
 * wildcards taken literally; 'matches' is a case-insensitive regular expression already checked by the
 * query schema; greater/less compare numbers, or timestamps against the São Paulo day's bounds.
 */
export function filterCondition(
  filter: TTableFilter | null,
  columns: Record<string, FilterColumn>,
  next: number,
): { sql: string; params: unknown[] } {
  const column = filter ? columns[filter.field] : undefined;
  if (!filter || !column) return { sql: 'TRUE', params: [] };
  const text = column.text ?? `(${column.sql})::text`;
  const at = `$${next}`;
  switch (filter.operator) {
    case 'contains':
      return { sql: `${text} ILIKE ${at}`, params: [likePattern(filter.value)] };
    case 'starts-with':
      return { sql: `${text} ILIKE ${at}`, params: [likePattern(filter.value, 'start')] };
    case 'ends-with':
      return { sql: `${text} ILIKE ${at}`, params: [likePattern(filter.value, 'end')] };
    case 'matches':
      return { sql: `${text} ~* ${at}`, params: [filter.value] };
    default: {
      if (column.type === 'text') throw new AppError('VALIDATION', TABLE_FILTER_MESSAGES.orderOnText);
      const sign = filter.operator === 'greater-than' ? '>=' : '<';
      const cast = column.type === 'number' ? 'numeric' : 'timestamptz';
      // A number must be strictly greater; a day's end bound is already the first instant after it.
      const op = column.type === 'number' && sign === '>=' ? '>' : sign;
      return {
        sql: `${column.sql} ${op} ${at}::${cast}`,
        params: [orderBound(column.type, filter.operator, filter.value)],
      };
    }
  }
}

/** PostgreSQL's "invalid regular expression": a pattern the browser accepts but its regex engine does not. */
const INVALID_REGEX = '2201B';

function refuseInvalidPattern(error: unknown): never {
  if ((error as { code?: string }).code === INVALID_REGEX)
    throw new AppError('VALIDATION', TABLE_FILTER_MESSAGES.invalidPattern);
  throw error;
}

/**
 * One page of `rows` (LIMIT and OFFSET are appended as the next two parameters) and the count of every match,
 * `count` being a `SELECT count(*) AS total ...` over the same parameters.
 */
export async function selectPage<T>(
  db: Queryable,
  sql: { rows: string; count: string },
  params: unknown[],
  { limit, offset }: PageWindow,
): Promise<{ rows: T[]; total: number }> {
  const next = params.length + 1;
  const [rows, total] = await Promise.all([
    db.query<T>(`${sql.rows} LIMIT $${next} OFFSET $${next + 1}`, [...params, limit, offset]),
    db.query<{ total: string | number }>(sql.count, params),
  ]).catch(refuseInvalidPattern);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

/** A unique index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
