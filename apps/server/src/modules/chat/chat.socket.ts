import {
  audienceOf,
  CHAT_CLIENTS_ROOM,
  CHAT_IDLE_ACTION,
  CHAT_JOIN_ACTION,
  CHAT_TEAM_ROOM,
  can,
  chatUserRoom,
  ZChatIdleData,
  ZChatJoinData,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { IoSocket, SocketFeature } from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';
import { publishPresence } from './chat.service';

const refuse = (socket: IoSocket) =>
  socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });

/** A user's presence is their tabs in room chat:<id>: joining, going idle and leaving (or closing) change it. */
export const chatSocket: SocketFeature = {
  actions: {
    [CHAT_JOIN_ACTION]: async (app, socket, data) => {
      const parsed = ZChatJoinData.safeParse(data);
      const role = parsed.success ? await currentRole(app, socket.data) : null;
      // Only one's own presence room: a tab cannot pose as another user.
      if (!parsed.success || parsed.data.userId !== socket.data.userId || !can(role && { role }, 'chat:use'))
        return void refuse(socket);
      socket.data.idle = false;
      // Every tab counts in the team's room (presence); a client's also sits in the clients' room, which the
      // presence news skips: only the team hears everyone's presence (a client reads its contacts' on fetch).
      const rooms = [chatUserRoom(parsed.data.userId), CHAT_TEAM_ROOM];
      if (role && audienceOf(role) === 'client') rooms.push(CHAT_CLIENTS_ROOM);
      await socket.join(rooms);
      socket.emit('message', { type: 'chat:joined', data: { userId: parsed.data.userId } });
      await publishPresence(app, parsed.data.userId);
    },
    [CHAT_IDLE_ACTION]: async (app, socket, data) => {
      const parsed = ZChatIdleData.safeParse(data);
      const userId = socket.data.userId;
      if (!parsed.success || !userId || !socket.rooms.has(chatUserRoom(userId))) return void refuse(socket);
      if (Boolean(socket.data.idle) === parsed.data.idle) return;
      socket.data.idle = parsed.data.idle;
      await publishPresence(app, userId);
    },
  },
  rooms: {
    chat: async ({ id, role, data }) =>
      can({ role }, 'chat:use') && ((id === 'team' && audienceOf(role) === 'team') || id === data.userId),
  },
};

/**
 * A tab leaving its presence room (the panel closed, the tab closed, the connection lost) may take its user
 * offline or back from away: the adapter reports every leave of this process's sockets.
 */
export function watchPresenceLeaves(app: FastifyInstance): void {
  app.io.of('/').adapter.on('leave-room', (room: string) => {
    if (!room.startsWith('chat:') || room === CHAT_TEAM_ROOM || room === CHAT_CLIENTS_ROOM) return;
    publishPresence(app, room.slice('chat:'.length)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'chat presence not published'),
    );
  });
}
