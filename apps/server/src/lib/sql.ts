import type { TPageQuery } from '@pesquisemais/shared';
import type { Queryable } from '../core/db/connection';

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
export function likePattern(q: string): string;
export function likePattern(q: string | null | undefined): string | null;
export function likePattern(q: string | null | undefined): string | null {
  return q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
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
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

/** A unique index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
