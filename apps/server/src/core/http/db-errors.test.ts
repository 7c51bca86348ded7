import { TEXT_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/build-test-app';
import { clientDbError } from './db-errors';

describe('database errors caused by client values', () => {
  it('maps what the real database raises for bad values to 4xx with Portuguese messages', async () => {
    const db = await openTestDb();
    const refusal = (sql: string, params: unknown[]) =>
      db.query(sql, params).then(
        () => null,
        (error: unknown) => clientDbError(error),
      );
    try {
      expect(await refusal('SELECT $1::uuid', ['nao-e-uuid'])).toMatchObject({ status: 422 });
      expect(await refusal('SELECT $1::text', ['a\u0000b'])).toEqual({
        status: 422,
        code: 'UNPROCESSABLE',
        message: TEXT_MESSAGES.unstorable,
      });
      expect(await refusal('SELECT $1::jsonb', ['{"a":"\\u0000"}'])).toMatchObject({
        message: TEXT_MESSAGES.unstorable,
      });
      expect(await refusal('SELECT $1::int', [2 ** 31])).toMatchObject({
        status: 422,
        message: 'Número fora do intervalo permitido.',
      });
      expect(await refusal("SELECT 'abc'::varchar(2)::text || $1", ['x'])).toBeNull();
      expect(await refusal('SELECT $1::date', ['2026-13-45'])).toMatchObject({ status: 422 });
      // A server fault (an unknown table) stays a 500.
      expect(await refusal('SELECT * FROM tabela_que_nao_existe WHERE $1::int = 1', [1])).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('leaves errors that are not from the database alone', () => {
    expect(clientDbError(new Error('x'))).toBeNull();
    expect(clientDbError({ code: 'FST_ERR_VALIDATION', severity: 'ERROR' })).toBeNull();
  });
});
