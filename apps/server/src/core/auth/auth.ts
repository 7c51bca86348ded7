import { can, RESPONDENT_MESSAGES, type TAction } from '@pesquisemais/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { createCampaignAccess } from './campaign-access';
import { type Principal, type PrincipalSources, scopedPrincipal } from './principal';
import { createSessionResolver } from './session';
import type { TokenScope } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries an invitation token (then `user` is that respondent, role user). */
    playScope: TokenScope | null;
  }
  interface FastifyContextConfig {
    /** The route accepts invitation (scoped) tokens; it must check the scope's campaign itself. */
    acceptsScopedToken?: boolean;
    /** The route works for guests too: an ended invitation session is ignored instead of refused. */
    sessionOptional?: boolean;
  }
}

/**
 * Reads the bearer token of every request into `request.user` (null for a guest). The modules that own users
 * and invitations say how to load them (`PrincipalSources`), so core never reads their tables.
 */
const authPlugin: FastifyPluginAsync<PrincipalSources> = async (app, sources) => {
  app.decorate('principals', {
    load: (userId: string, sessionId?: string) => sources.loadPrincipal(app.db, userId, sessionId),
  });
  app.decorate('campaignAccess', createCampaignAccess(app.db, sources));
  const resolveSession = createSessionResolver(app);
  app.decorateRequest('user', null);
  app.decorateRequest('playScope', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await resolveSession(token);
    if (!session) {
      // An invitation (scoped) token works only on routes that declare it, and nowhere else.
      const scope = request.routeOptions.config.acceptsScopedToken
        ? await app.tokens.verifyScoped(token)
        : null;
      if (!scope) throw new AppError('UNAUTHENTICATED');
      // An opt-out or the campaign's close ends the session at once (a route that needs no session, the
      // exchange of a new link, just goes on as a guest).
      if (!(await sources.isScopeLive(app.db, scope))) {
        if (request.routeOptions.config.sessionOptional) return;
        throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invitationEnded);
      }
      request.playScope = scope;
      request.user = scopedPrincipal(scope);
      return;
    }
    request.user = session.user;
  });
};

export const auth = fp(authPlugin, { name: 'auth' });

/** The request's bearer token; '' without one. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

export function requireUser(request: FastifyRequest): Principal {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

export function authorize(request: FastifyRequest, action: TAction): Principal {
  const user = requireUser(request);
  if (!can(user, action)) throw new AppError('FORBIDDEN');
  return user;
}
