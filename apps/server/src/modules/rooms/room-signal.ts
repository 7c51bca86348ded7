import {
  maySignal,
  ROOM_CAPABILITIES,
  ROOM_MESSAGES,
  roomMeetRoom,
  type TRoomSeat,
  type TRoomSignalData,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type RoomSocket, seatOf } from './room-presence';

const sends = (seat: TRoomSeat) => ROOM_CAPABILITIES[seat].sendsMedia;
const DIRECTION = /^a=(sendrecv|sendonly|recvonly|inactive)$/;

/**
 * Whether a session description sends nothing: every media section only receives (or is off). A section
 * without a direction sends and receives (RFC 8866); a data channel is no stream to watch.
 */
export function sendsNothing(sdp: string): boolean {
  let sessionDirection: string | undefined;
  const sections: { kind: string; port: string; direction?: string }[] = [];
  for (const line of sdp.split(/\r?\n/)) {
    if (line.startsWith('m=')) {
      const [kind = '', port = ''] = line.slice(2).split(' ');
      sections.push({ kind, port });
    }
    const direction = DIRECTION.exec(line)?.[1];
    if (!direction) continue;
    const section = sections.at(-1);
    if (section) section.direction = direction;
    else sessionDirection = direction;
  }
  return (
    sections.length > 0 &&
    sections.every((section) => {
      const direction = section.direction ?? sessionDirection ?? 'sendrecv';
      const isMedia = section.kind === 'audio' || section.kind === 'video';
      return (isMedia || section.port === '0') && (direction === 'recvonly' || direction === 'inactive');
    })
  );
}

/** A socket still seated and admitted in the room (a revoked one keeps its data but left the meet room). */
async function seated(app: FastifyInstance, peerId: string, roomId: string) {
  const sockets = (await app.io.in(peerId).fetchSockets()) as unknown as RoomSocket[];
  const socket = sockets.find((s) => s.id === peerId && s.rooms.has(roomMeetRoom(roomId)));
  const seat = socket ? seatOf(socket, roomId) : undefined;
  return socket && seat?.isAdmitted ? { socket, seat: seat.seat } : null;
}

/**
 * Relays a WebRTC offer, answer or ICE candidate to one peer, only when both seats may connect (maySignal):
 * a participant can never reach an observer's socket, nor an observer a participant's. Who sends media is
 * decided here by seat, whatever the browser says: a receive-only seat never offers and answers only to
 * receive; `source` (whose stream the connection carries) is the sender's own, except that a moderator relays
 * the stream of another sender to a receive-only seat, and that seat's answer and ICE name that stream.
 */
export async function relaySignal(
  app: FastifyInstance,
  fromId: string,
  fromSeat: TRoomSeat,
  signal: TRoomSignalData,
): Promise<void> {
  const refuse = () => new AppError('FORBIDDEN', ROOM_MESSAGES.notAllowed);
  const target = await seated(app, signal.to, signal.roomId);
  if (!target || !maySignal(fromSeat, target.seat)) throw refuse();
  const { source, description } = signal;
  /** Whether `source` names a sender seated in the room (a stream a moderator may relay). */
  const isRelayedStream = async () => {
    if (source === undefined) return false;
    if (source === target.socket.id) return sends(target.seat);
    const owner = await seated(app, source, signal.roomId);
    return owner !== null && sends(owner.seat);
  };
  if (sends(fromSeat)) {
    const isOwn = source === undefined || source === fromId;
    const isRelay = fromSeat === 'moderator' && !sends(target.seat) && (await isRelayedStream());
    if (!isOwn && !isRelay) throw refuse();
  } else {
    // A receive-only seat watches what a moderator offers it: it never offers, and its answer sends nothing.
    if (description && (description.type !== 'answer' || !sendsNothing(description.sdp))) throw refuse();
    if (source === fromId || !(await isRelayedStream())) throw refuse();
  }
  target.socket.emit('room:signal', {
    roomId: signal.roomId,
    from: fromId,
    ...(source === undefined ? {} : { source }),
    ...(description ? { description } : {}),
    ...(signal.candidate ? { candidate: signal.candidate } : {}),
  });
}
