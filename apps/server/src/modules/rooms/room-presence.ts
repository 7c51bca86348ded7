import {
  ROOM_CAPABILITIES,
  roomMeetRoom,
  roomWaitingRoom,
  type ServerToClientEvents,
  type TRoomPeer,
  type TRoomSeat,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { SocketData } from '../../core/realtime/registry';

/** A local or remote (other process) socket as fetchSockets gives it. */
export interface RoomSocket {
  id: string;
  rooms: Set<string>;
  data: SocketData;
  emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): unknown;
}

export function seatOf(socket: RoomSocket, roomId: string) {
  const seat = socket.data.roomSeats?.[roomId];
  return seat ? { ...seat, seat: seat.seat as TRoomSeat } : undefined;
}

const peerOf = (socket: RoomSocket, roomId: string): TRoomPeer | null => {
  const seat = seatOf(socket, roomId);
  return seat ? { peerId: socket.id, memberId: seat.memberId, name: seat.name, seat: seat.seat } : null;
};

/**
 * The people list each socket of a room may see, computed per viewer on the server: a participant's list
 * (and a webinar viewer's) holds moderators and participants only, so no observer ever reaches its socket.
 * Moderators also get who waits to be admitted.
 */
export async function broadcastPresence(app: FastifyInstance, roomId: string): Promise<void> {
  const sockets = (await app.io.in(roomMeetRoom(roomId)).fetchSockets()) as unknown as RoomSocket[];
  const peers = sockets.map((s) => peerOf(s, roomId)).filter((p): p is TRoomPeer => p !== null);
  const listed = peers.filter((p) => ROOM_CAPABILITIES[p.seat].isListedToParticipants);
  const waitingSockets = (await app.io.in(roomWaitingRoom(roomId)).fetchSockets()) as unknown as RoomSocket[];
  const waiting = waitingSockets.map((s) => peerOf(s, roomId)).filter((p): p is TRoomPeer => p !== null);
  for (const socket of sockets) {
    const seat = seatOf(socket, roomId);
    if (!seat) continue;
    const caps = ROOM_CAPABILITIES[seat.seat];
    socket.emit('room:presence', { roomId, people: caps.seesObservers ? peers : listed });
    if (caps.admits) socket.emit('room:waiting', { roomId, people: waiting });
  }
}
