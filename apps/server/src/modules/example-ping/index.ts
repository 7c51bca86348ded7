import { SERVER_ACTION_PREFIX } from '@pesquisemais/shared';
import type { FastifyPluginAsync } from 'fastify';

export const EXAMPLE_PING_ACTION = `${SERVER_ACTION_PREFIX}example:ping`;

/** The route: answers who asked, as core/auth sees them (a principal, or null for a guest). */
export const examplePingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => ({ pong: true, principal: request.user }));
};
