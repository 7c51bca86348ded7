import type { ModuleManifest } from '../../core/module';
import { EXAMPLE_PING_ACTION, examplePingRoutes } from '.';

/**
 * The smallest module, shown in the README: one folder with its manifest, and one line of the module list.
 * It is not in src/modules.ts; its test mounts it next to the real ones.
 */
export const examplePingModule: ModuleManifest = {
  name: 'example-ping',
  routes: [{ prefix: '/api/example-ping', plugin: examplePingRoutes, access: { 'GET /': 'public' } }],
  socket: {
    actions: {
      [EXAMPLE_PING_ACTION]: async (_app, socket) => {
        socket.emit('message', { type: 'example:pong', data: { userId: socket.data.userId } });
      },
    },
  },
};
