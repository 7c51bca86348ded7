import { roomMeetRoom, roomWaitingRoom, userRoom } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { type CheckedSocket, recheckSockets } from '../../core/realtime/socket-access';
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

/**
 * After a room's seat lists changed: its open sockets (in the room or waiting, in every process) are re-checked
 * at once, so a member taken off the list, or given another seat, leaves the room, the backroom and the
 * moderators' rights (its page is told, 'access:revoked'); it stops publishing, and everyone gets the people
 * list without it. A member given another seat takes it by joining again.
 */
export async function followSeatListChange(app: FastifyInstance, roomId: string): Promise<void> {
  if (!app.hasDecorator('io')) return;
  const inRoom = async (room: string) => (await app.io.in(room).fetchSockets()) as unknown as RoomSocket[];
  const seated = await inRoom(roomMeetRoom(roomId));
  const waiting = await inRoom(roomWaitingRoom(roomId));
  await recheckSockets(app, [...seated, ...waiting] as unknown as CheckedSocket[]);
  const stays = new Set((await inRoom(roomMeetRoom(roomId))).map((socket) => socket.id));
  for (const socket of seated) if (!stays.has(socket.id)) await sfuOf(app)?.leave(socket.id, roomId);
  await broadcastPresence(app, roomId);
}
