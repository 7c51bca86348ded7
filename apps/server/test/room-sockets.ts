import { ROOM_ACTIONS, type TServerMessage } from '@pesquisemais/shared';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { SocketClients } from './socket-clients';

/** A socket that records every raw event it receives, in order. */
export interface Recorded {
  socket: Socket;
  events: { event: string; payload: unknown }[];
}

export async function connectRecorded(clients: SocketClients, token?: string): Promise<Recorded> {
  const socket = clients.connect(token);
  const events: Recorded['events'] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  return { socket, events };
}

export const messagesOf = (r: Recorded) =>
  r.events.filter((e) => e.event === 'message').map((e) => e.payload as TServerMessage);

/** The next `message` of this type (or an error) after now. */
export async function nextMessage(r: Recorded, type: string): Promise<TServerMessage> {
  const start = r.events.length;
  const since = () => messagesOf({ ...r, events: r.events.slice(start) });
  await expect.poll(() => since().some((m) => m.type === type)).toBe(true);
  return since().find((m) => m.type === type) as TServerMessage;
}

/** Sends server/room:join and waits for its answer: 'room:joined' or an error. */
export function joinRoom(r: Recorded, data: { roomId: string; memberId?: string; link?: string }) {
  const answer = new Promise<TServerMessage>((resolve) =>
    r.socket.on('message', (m: TServerMessage) => {
      if (m.type === 'room:joined' || m.type === 'error') resolve(m);
    }),
  );
  r.socket.emit('action', { type: ROOM_ACTIONS.join, data });
  return answer;
}

/** The last people list this socket got for the room. */
export const lastPresence = (r: Recorded, roomId: string) =>
  [...r.events]
    .reverse()
    .find((e) => e.event === 'room:presence' && (e.payload as { roomId: string }).roomId === roomId)
    ?.payload as { people: { name: string; seat: string; peerId: string }[] } | undefined;
