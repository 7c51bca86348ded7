import type { TRole } from '@pesquisemais/shared';
import { hashPassword } from '../../core/auth/passwords';
import type { Db } from '../../core/db/connection';
import { createUsersRepository } from './users.repository';

export const DEMO_USERS = [
  { email: 'admin@pesquisemais.com.br', displayName: 'Administrador', role: 'admin' },
  { email: 'staff@pesquisemais.com.br', displayName: 'Equipe Pesquise', role: 'staff' },
] as const satisfies ReadonlyArray<{ email: string; displayName: string; role: TRole }>;

/** Seeds the demo users into an empty database only; a database with users is left alone. */
export async function seedDemoUsers(db: Db, passwords: { admin: string; staff: string }): Promise<number> {
  const existing = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
  if (Number(existing.rows[0]?.n ?? 0) > 0) return 0;
  const users = createUsersRepository(db);
  let seeded = 0;
  for (const demo of DEMO_USERS) {
    const passwordHash = await hashPassword(demo.role === 'admin' ? passwords.admin : passwords.staff);
    const row = await users.insert({ ...demo, passwordHash });
    if (row) seeded += 1;
  }
  return seeded;
}
