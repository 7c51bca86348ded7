import { pageOf } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/build-test-app';
import type { Db } from '../core/db/connection';
import { isUniqueViolation, likePattern, pageWindow, selectPage } from './sql';

describe('likePattern', () => {
  it('finds the text anywhere and takes %, _ and \\ literally', () => {
    expect(likePattern('ana')).toBe('%ana%');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('pins the text at the start or the end when asked', () => {
    expect(likePattern('a_b', 'start')).toBe('a\\_b%');
    expect(likePattern('a_b', 'end')).toBe('%a\\_b');
  });

  it('reads no text as no filter', () => {
    expect(likePattern(undefined)).toBeNull();
    expect(likePattern(null)).toBeNull();
    expect(likePattern('')).toBeNull();
  });
});

describe('paging', () => {
  let db: Db;
  const words = ['100%', '1000', 'a_b', 'axb', 'c\\d', 'cd', 'Éden', 'eden'];

  beforeAll(async () => {
    db = await openTestDb();
    await db.query('CREATE TABLE words (w text PRIMARY KEY)');
    await db.query('INSERT INTO words SELECT unnest($1::text[])', [words]);
  });
  afterAll(async () => {
    await db.close();
  });

  const search = async (q: string) =>
    (
      await db.query<{ w: string }>('SELECT w FROM words WHERE w ILIKE $1 ORDER BY w', [likePattern(q)])
    ).rows.map((row) => row.w);

  it('matches the wildcards as themselves in the database', async () => {
    expect(await search('%')).toEqual(['100%']);
    expect(await search('_')).toEqual(['a_b']);
    expect(await search('\\')).toEqual(['c\\d']);
    expect(await search('EDEN')).toEqual(['eden']);
  });

  it('tells a unique violation of the database from other errors', async () => {
    const duplicate = await db.query("INSERT INTO words VALUES ('cd')").catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const other = await db.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('turns page and page size into LIMIT and OFFSET', () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 5 })).toEqual({ limit: 5, offset: 10 });
  });

  it('reads one page and counts every match, parameters first', async () => {
    const sql = {
      rows: 'SELECT w FROM words WHERE w <> $1 ORDER BY w COLLATE "C"',
      count: 'SELECT count(*)::text AS total FROM words WHERE w <> $1',
    };
    const query = { page: 2, pageSize: 3 };
    const { rows, total } = await selectPage<{ w: string }>(db, sql, ['cd'], pageWindow(query));
    expect(total).toBe(7);
    expect(rows.map((row) => row.w)).toEqual(['axb', 'c\\d', 'eden']);
    expect(pageOf(rows, total, query)).toEqual({ items: rows, total: 7, page: 2, pageSize: 3 });
    const past = await selectPage<{ w: string }>(db, sql, ['cd'], pageWindow({ page: 9, pageSize: 3 }));
    expect(past).toEqual({ rows: [], total: 7 });
  });
});
