import type { TRole } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/core/auth/passwords';
import { createUsersRepository, type UserRow } from '../src/modules/users/users.repository';

export const TEST_PASSWORD = 'segredo-123';
let passwordHash: Promise<string> | null = null;
let sequence = 0;

export interface BuiltUser {
  row: UserRow;
  token: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/** Inserts a user straight into the database and signs a token for it. */
export async function buildUser(
  app: FastifyInstance,
  overrides: { role?: TRole; email?: string; displayName?: string } = {},
): Promise<BuiltUser> {
  sequence += 1;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `pessoa${sequence}-${Date.now()}@exemplo.com.br`;
  const row = await createUsersRepository(app.db).insert({
    email,
    displayName: overrides.displayName ?? `Pessoa ${sequence}`,
    role: overrides.role ?? 'user',
    passwordHash: await passwordHash,
  });
  if (!row) throw new Error(`buildUser: ${email} already exists`);
  const token = await app.tokens.sign(row.id);
  return { row, token, email, password: TEST_PASSWORD, auth: { authorization: `Bearer ${token}` } };
}
