import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { isAllowed, routeKey, type TAccess } from './access';

export interface GuestGuardOptions {
  /** Every route's access, 'METHOD /full/path' → access (derived from the module manifests). */
  routeAccess: Record<string, TAccess>;
  /** Routes a link opens to guests, → the query parameters that carry the link (share token, signed link). */
  openedByLink: Record<string, readonly string[]>;
}

/**
 * A request without a session on a route closed to guests is answered 401 at once, before its input is
 * parsed or validated (a guest learns nothing of the route's fields). Runs after the auth hook read the
 * token; a route a link opens goes on when the request carries that link, and the route checks it.
 */
const guestGuardPlugin: FastifyPluginAsync<GuestGuardOptions> = async (
  app,
  { routeAccess, openedByLink },
) => {
  app.addHook('onRequest', async (request) => {
    if (request.user) return;
    const url = request.routeOptions.url;
    if (!url) return;
    const key = routeKey(request.method === 'HEAD' ? 'GET' : request.method, url);
    const access = routeAccess[key];
    if (access === undefined || isAllowed(access, 'guest')) return;
    const query = request.query as Record<string, unknown> | undefined;
    if (openedByLink[key]?.some((name) => query?.[name] !== undefined)) return;
    throw new AppError('UNAUTHENTICATED');
  });
};

export const guestGuard = fp(guestGuardPlugin, { name: 'guest-guard', dependencies: ['auth'] });
