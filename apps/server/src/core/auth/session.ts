import type { FastifyInstance } from 'fastify';
import type { Principal } from './principal';
import type { SessionClaims } from './tokens';

export interface Session {
  user: Principal;
  claims: SessionClaims;
}

/**
 * A bearer token's principal, read from the database on every request (one primary-key lookup, the same the
 * role check needs, which also refuses a signed-out session), so a changed role, a raised session version and
 * a sign-out apply at once in every process.
 */
export function createSessionResolver(app: FastifyInstance) {
  return async (token: string): Promise<Session | null> => {
    const claims = await app.tokens.verify(token);
    if (!claims) return null;
    const user = await app.principals.load(claims.userId, claims.sessionId);
    if (!user || user.session_version !== claims.version) return null;
    return { user, claims };
  };
}
