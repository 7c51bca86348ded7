import { roomMeetRoom, userRoom } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { broadcastPresence, type RoomSocket } from './room-presence';
import { sfuOf } from './room-sfu';
import { createRoomsRepository } from './rooms.repository';

/**
 * After a user's role changed (its sockets already re-checked, those that lost a seat out of the room): in each
 * room the user sits in, a socket no longer seated stops publishing to the media server, and everyone gets the
 * people list without it, so their pages close its connections (a moderator's relays to observers among them).
 */
export async function followRoleChange(app: FastifyInstance, userId: string): Promise<void> {
  if (!app.hasDecorator('io')) return;
  const roomIds = await createRoomsRepository(app.db).roomIdsOfUser(userId);
  if (roomIds.length === 0) return;
  const sockets = (await app.io.in(userRoom(userId)).fetchSockets()) as unknown as RoomSocket[];
  for (const roomId of roomIds) {
    for (const socket of sockets)
      if (!socket.rooms.has(roomMeetRoom(roomId))) await sfuOf(app)?.leave(socket.id, roomId);
    await broadcastPresence(app, roomId);
  }
}
