import { maySignal, ROOM_MESSAGES, type TRoomSeat, type TRoomSignalData } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type RoomSocket, seatOf } from './room-presence';

/**
 * Relays a WebRTC offer, answer or ICE candidate to one peer, only when both seats may connect (maySignal):
 * a participant can never reach an observer's socket, nor an observer a participant's. Only a moderator
 * (or a peer answering one) names another stream as the source: it relays participants' streams to observers.
 */
export async function relaySignal(
  app: FastifyInstance,
  fromId: string,
  fromSeat: TRoomSeat,
  signal: TRoomSignalData,
): Promise<void> {
  const targets = (await app.io.in(signal.to).fetchSockets()) as unknown as RoomSocket[];
  const target = targets.find((s) => s.id === signal.to);
  const targetSeat = target ? seatOf(target, signal.roomId) : undefined;
  if (!target || !targetSeat?.isAdmitted || !maySignal(fromSeat, targetSeat.seat))
    throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
  const touchesModerator = fromSeat === 'moderator' || targetSeat.seat === 'moderator';
  if (signal.source !== undefined && signal.source !== fromId && !touchesModerator)
    throw new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
  target.emit('room:signal', {
    roomId: signal.roomId,
    from: fromId,
    ...(signal.source === undefined ? {} : { source: signal.source }),
    ...(signal.description ? { description: signal.description } : {}),
    ...(signal.candidate ? { candidate: signal.candidate } : {}),
  });
}
