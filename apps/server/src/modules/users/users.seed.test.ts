import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/build-test-app';
import { verifyPassword } from '../../core/auth/passwords';
import type { Db } from '../../core/db/connection';
import { migrate } from '../../core/db/migrate';
import { seedDemoUsers } from './users.seed';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
});
afterAll(() => db.close());

describe('seedDemoUsers', () => {
  it('seeds admin and staff into an empty database, with the configured passwords, only once', async () => {
    expect(await seedDemoUsers(db, { admin: 'senha-admin', staff: 'senha-staff' })).toBe(2);
    const { rows } = await db.query<{ email: string; role: string; password_hash: string }>(
      'SELECT email, role, password_hash FROM users ORDER BY email',
    );
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'admin@pesquisemais.com.br', role: 'admin' },
      { email: 'staff@pesquisemais.com.br', role: 'staff' },
    ]);
    expect(await verifyPassword(rows[0]?.password_hash ?? '', 'senha-admin')).toBe(true);
    expect(await verifyPassword(rows[1]?.password_hash ?? '', 'senha-staff')).toBe(true);
    expect(await seedDemoUsers(db, { admin: 'outra', staff: 'outra' })).toBe(0);
  });
});
