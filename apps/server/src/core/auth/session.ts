import type { FastifyInstance } from 'fastify';
import { createUsersRepository, type UserRow } from '../../modules/users/users.repository';
import type { SessionClaims } from './tokens';

export interface Session {
  user: UserRow;
  claims: SessionClaims;
}

/**
 * A bearer token's user, read from the database on every request (one primary-key lookup, the same the role
 * check needs), so a changed role and a raised session version apply at once in every process.
 */
export function createSessionResolver(app: FastifyInstance) {
  const users = createUsersRepository(app.db);
  return async (token: string): Promise<Session | null> => {
    const claims = await app.tokens.verify(token);
    if (!claims) return null;
    const user = await users.findById(claims.userId);
    if (!user || user.session_version !== claims.version) return null;
    return { user, claims };
  };
}
