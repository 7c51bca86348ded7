import { SERVER_ACTION_PREFIX } from '@pesquisemais/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerModule } from '../../core/module';

export const EXAMPLE_PING_ACTION = `${SERVER_ACTION_PREFIX}example:ping`;

/** The route: answers who asked, as core/auth sees them (a principal, or null for a guest). */
const examplePingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => ({ pong: true, principal: request.user }));
};

/**
 * The smallest module, shown in the README: one folder and one entry of the module list. It is not in
 * src/modules.ts; its test mounts it next to the real ones.
 */
export const examplePing: ServerModule = {
  plugin: examplePingRoutes,
  prefix: '/api/example-ping',
  socket: {
    actions: {
      [EXAMPLE_PING_ACTION]: async (_app, socket) => {
        socket.emit('message', { type: 'example:pong', data: { userId: socket.data.userId } });
      },
    },
  },
};
