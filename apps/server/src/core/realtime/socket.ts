import {
  type ClientToServerEvents,
  ROOM_LEAVE_ACTION,
  SERVER_ACTION_PREFIX,
  type ServerToClientEvents,
  userRoom,
} from '@pesquisemais/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { z } from 'zod';
import { createSessionResolver } from '../auth/session';
import { createSocketRegistry, type SocketData, type SocketFeature } from './registry';
import { startPeriodicRecheck } from './socket-access';
import { limitSocketActions } from './socket-rate-limit';

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: IoServer;
    /** The actions and rooms the modules declared (see registry.ts). */
    socketRegistry: ReturnType<typeof createSocketRegistry>;
  }
}

const ZAction = z.object({
  type: z.string().startsWith(SERVER_ACTION_PREFIX).max(100),
  data: z.unknown().optional(),
});
const ZRoomLeave = z.object({ room: z.string().max(200) });

export interface SocketOptions {
  /** Each module's actions and rooms, with their access rule. */
  features: SocketFeature[];
}

/** socket.io on the page's own host; rooms shared through Redis when REDIS_URL is set. */
const socketPlugin: FastifyPluginAsync<SocketOptions> = async (app, options) => {
  const registry = createSocketRegistry(options.features);
  app.decorate('socketRegistry', registry);
  const io: IoServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: app.config.connections.socketMaxPayloadBytes,
  });
  const resolveSession = createSessionResolver(app);
  const redisClients: Redis[] = [];
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  // Authenticate before anything joins a room; a socket without a token is a guest.
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : null;
    socket.data = { userId: null, role: 'guest' };
    if (!token) return next();
    resolveSession(token)
      .then(async (session) => {
        const row = session?.user;
        if (!row) return next(new Error('Credenciais invalidas'));
        socket.data = { userId: row.id, role: row.role };
        await socket.join(userRoom(row.id));
        next();
      })
      .catch(next);
  });

  io.on('connection', (socket) => {
    limitSocketActions(socket, app.config.connections.socketActionsPerSecond);
    socket.emit('IOcredentials', {
      uuid: socket.data.userId ?? 'guest',
      role: socket.data.role,
      socketId: socket.id,
    });
    socket.on('action', (payload) => {
      const action = ZAction.safeParse(payload);
      if (!action.success) {
        socket.emit('message', { type: 'error', data: 'Ação inválida.' });
        return;
      }
      if (action.data.type === `${SERVER_ACTION_PREFIX}ping`)
        socket.emit('message', { type: 'pong', data: null });
      if (action.data.type === ROOM_LEAVE_ACTION) {
        const leave = ZRoomLeave.safeParse(action.data.data);
        // Only rooms a module declared: the socket's user room carries its own reports' progress.
        const kind = leave.success ? (leave.data.room.split(':')[0] ?? '') : '';
        if (leave.success && registry.rooms.has(kind)) void socket.leave(leave.data.room);
        return;
      }
      const handler = registry.actions.get(action.data.type);
      if (handler)
        handler(app, socket, action.data.data).catch(() =>
          socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' }),
        );
    });
  });

  app.decorate('io', io);
  const stopRecheck = startPeriodicRecheck(app, app.config.socketRecheckMs);
  app.addHook('onClose', async () => {
    stopRecheck();
    await io.close();
    await Promise.all(redisClients.map((client) => client.quit()));
  });
};

export const sockets = fp(socketPlugin, { name: 'socket.io', dependencies: ['auth'] });
