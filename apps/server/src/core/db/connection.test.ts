import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/build-test-app';
import type { Db } from './connection';

describe('database connection', () => {
  let db: Db & { schema: string };

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs a statement with parameters again and again with new values', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const result = await db.query<{ doubled: number }>('SELECT $1::int * 2 AS doubled', [n]);
      expect(result.rows).toEqual([{ doubled: n * 2 }]);
    }
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('on PostgreSQL, a statement with parameters is prepared once per connection and reused', async () => {
    const sql = 'SELECT $1::text AS echoed';
    const prepared = await db.transaction(async (tx) => {
      await tx.query(sql, ['primeira']);
      const again = await tx.query<{ echoed: string }>(sql, ['segunda']);
      expect(again.rows).toEqual([{ echoed: 'segunda' }]);
      return tx.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
    });
    // PGlite runs in-process: there is no parse/plan round trip to save, and no named statement.
    expect(prepared.rows).toEqual(db.kind === 'postgres' ? [{ statement: sql }] : []);
  });
});
