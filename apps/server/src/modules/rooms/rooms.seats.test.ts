import { ROOM_ACTIONS, ROOM_MESSAGES, type TRoomJoined } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import {
  connectRecorded,
  joinRoom,
  lastPresence,
  nextMessage,
  type Recorded,
} from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

const connect = (token?: string) => connectRecorded(clients, token);

/** A browser-like description: one video section whose direction is `direction` (none: the default). */
const sdp = (type: 'offer' | 'answer', direction?: string, kind = 'video') => ({
  type,
  sdp: [
    'v=0',
    'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `m=${kind} 9 UDP/TLS/RTP/SAVPF 96`,
    'c=IN IP4 0.0.0.0',
    'a=mid:0',
    ...(direction ? [`a=${direction}`] : []),
    'a=rtpmap:96 VP8/90000',
    '',
  ].join('\r\n'),
});

const signalsFrom = (r: Recorded, from: string | undefined) =>
  r.events.filter((e) => e.event === 'room:signal' && (e.payload as { from: string }).from === from);

async function refused(r: Recorded, data: object): Promise<unknown> {
  const error = nextMessage(r, 'error');
  r.socket.emit('action', { type: ROOM_ACTIONS.signal, data });
  return (await error).data;
}

async function admitted(built: BuiltRoom, moderator: Recorded, name: string): Promise<Recorded> {
  const roomId = built.room.id;
  const participant = await connect();
  await joinRoom(participant, { roomId, ...built.linkOf(name) });
  const admittedNotice = new Promise((resolve) =>
    participant.socket.on('message', (m: { type: string }) => m.type === 'room:admitted' && resolve(m)),
  );
  moderator.socket.emit('action', {
    type: ROOM_ACTIONS.admit,
    data: { roomId, memberId: built.linkOf(name).memberId },
  });
  await admittedNotice;
  const joined = await joinRoom(participant, { roomId, ...built.linkOf(name) });
  if ((joined.data as TRoomJoined).isWaiting) throw new Error(`${name} was not admitted`);
  return participant;
}

describe('room signalling: who may send media is decided by seat', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  let watcher: Recorded;
  let reactor: Recorded;
  let first: Recorded;
  let second: Recorded;

  beforeAll(async () => {
    built = await buildRoom(app, {
      participants: ['Dra. Beatriz', 'Dr. Carlos'],
      observers: ['watcher', 'watcher_reaction'],
    });
    const roomId = built.room.id;
    moderator = await connect(built.moderator.token);
    expect((await joinRoom(moderator, { roomId })).type).toBe('room:joined');
    watcher = await connect(built.observers[0]?.token);
    reactor = await connect(built.observers[1]?.token);
    expect((await joinRoom(watcher, { roomId })).type).toBe('room:joined');
    expect((await joinRoom(reactor, { roomId })).type).toBe('room:joined');
    first = await admitted(built, moderator, 'Dra. Beatriz');
    second = await admitted(built, moderator, 'Dr. Carlos');
  });

  it("never relays an observer's own offer to the moderator, with or without a source", async () => {
    const roomId = built.room.id;
    const to = moderator.socket.id;
    expect(await refused(watcher, { roomId, to, description: sdp('offer', 'sendonly') })).toBe(
      ROOM_MESSAGES.notAllowed,
    );
    expect(await refused(watcher, { roomId, to, source: watcher.socket.id, description: sdp('offer') })).toBe(
      ROOM_MESSAGES.notAllowed,
    );
    // Claiming a participant's stream as its own does not help either.
    expect(await refused(watcher, { roomId, to, source: first.socket.id, description: sdp('offer') })).toBe(
      ROOM_MESSAGES.notAllowed,
    );
    // Not even a receive-only offer: an observer never starts a connection.
    expect(await refused(watcher, { roomId, to, source: to, description: sdp('offer', 'recvonly') })).toBe(
      ROOM_MESSAGES.notAllowed,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signalsFrom(moderator, watcher.socket.id)).toEqual([]);
  });

  it("relays an observer's receive-only answer and ICE for a stream it watches, refuses one that sends", async () => {
    const roomId = built.room.id;
    const to = moderator.socket.id;
    for (const direction of ['sendrecv', 'sendonly', undefined])
      expect(await refused(watcher, { roomId, to, source: to, description: sdp('answer', direction) })).toBe(
        ROOM_MESSAGES.notAllowed,
      );
    // A data channel is not a stream to watch.
    expect(
      await refused(watcher, {
        roomId,
        to,
        source: to,
        description: sdp('answer', undefined, 'application'),
      }),
    ).toBe(ROOM_MESSAGES.notAllowed);
    expect(signalsFrom(moderator, watcher.socket.id)).toEqual([]);
    const answer = sdp('answer', 'recvonly');
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to, source: first.socket.id, description: answer },
    });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0' };
    watcher.socket.emit('action', { type: ROOM_ACTIONS.signal, data: { roomId, to, source: to, candidate } });
    await expect.poll(() => signalsFrom(moderator, watcher.socket.id).map((e) => e.payload)).toHaveLength(2);
    // Each is checked on its own, so they may arrive in either order.
    expect(signalsFrom(moderator, watcher.socket.id).map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        { roomId, from: watcher.socket.id, source: first.socket.id, description: answer },
        { roomId, from: watcher.socket.id, source: to, candidate },
      ]),
    );
  });

  it('refuses a source that is not a stream the sender may carry', async () => {
    const roomId = built.room.id;
    // A participant names only itself.
    expect(
      await refused(first, {
        roomId,
        to: moderator.socket.id,
        source: second.socket.id,
        description: sdp('offer'),
      }),
    ).toBe(ROOM_MESSAGES.notAllowed);
    expect(
      await refused(first, {
        roomId,
        to: second.socket.id,
        source: moderator.socket.id,
        description: sdp('offer'),
      }),
    ).toBe(ROOM_MESSAGES.notAllowed);
    // An observer answers only a stream a moderator relays: never its own nor another observer's.
    for (const source of [watcher.socket.id, reactor.socket.id, undefined])
      expect(
        await refused(watcher, {
          roomId,
          to: moderator.socket.id,
          source,
          description: sdp('answer', 'recvonly'),
        }),
      ).toBe(ROOM_MESSAGES.notAllowed);
    // A moderator relays its own camera and the participants', never an observer's stream.
    expect(
      await refused(moderator, {
        roomId,
        to: reactor.socket.id,
        source: watcher.socket.id,
        description: sdp('offer', 'sendonly'),
      }),
    ).toBe(ROOM_MESSAGES.notAllowed);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signalsFrom(reactor, moderator.socket.id)).toEqual([]);
    // What the mesh does stays allowed: a participant's own offer, the moderator's relays.
    first.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to: moderator.socket.id, source: first.socket.id, description: sdp('offer') },
    });
    await expect.poll(() => signalsFrom(moderator, first.socket.id).length).toBe(1);
    for (const source of [moderator.socket.id, second.socket.id])
      moderator.socket.emit('action', {
        type: ROOM_ACTIONS.signal,
        data: { roomId, to: reactor.socket.id, source, description: sdp('offer', 'sendonly') },
      });
    await expect.poll(() => signalsFrom(reactor, moderator.socket.id).length).toBe(2);
  });
});

describe('room seats follow the role and the seat list at once', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  let watcher: Recorded;

  beforeAll(async () => {
    built = await buildRoom(app, { participants: ['Dra. Beatriz'], observers: ['watcher'] });
    const roomId = built.room.id;
    moderator = await connect(built.moderator.token);
    expect((await joinRoom(moderator, { roomId })).type).toBe('room:joined');
    watcher = await connect(built.observers[0]?.token);
    expect((await joinRoom(watcher, { roomId })).type).toBe('room:joined');
  });

  it('a moderator demoted to a role that moderates no room loses the seat on its open socket and everywhere', async () => {
    const roomId = built.room.id;
    await expect.poll(() => lastPresence(watcher, roomId)?.people.length).toBe(2);
    const admin = await buildUser(app, { role: 'admin' });
    const participant = await connect();
    await joinRoom(participant, { roomId, ...built.linkOf('Dra. Beatriz') });
    const revoked = nextMessage(moderator, 'access:revoked');
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/users/${built.moderator.row.id}/role`,
      headers: admin.auth,
      payload: { role: 'user' },
    });
    expect(changed.statusCode).toBe(200);
    await revoked;
    // The others see it leave.
    await expect.poll(() => lastPresence(watcher, roomId)?.people.map((p) => p.seat)).toEqual(['watcher']);
    // The open socket no longer admits, nor receives the observers' private notes.
    const error = nextMessage(moderator, 'error');
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.admit,
      data: { roomId, memberId: built.linkOf('Dra. Beatriz').memberId },
    });
    expect((await error).data).toBe(ROOM_MESSAGES.notMember);
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.note,
      data: { roomId, text: 'Nota só para moderadores' },
    });
    await expect
      .poll(() =>
        watcher.events.some((e) => (e.payload as { text?: string }).text === 'Nota só para moderadores'),
      )
      .toBe(true);
    expect(JSON.stringify(moderator.events)).not.toContain('Nota só para moderadores');
    const rooms = async (name: string) => (await app.io.in(name).fetchSockets()).map((s) => s.id);
    expect(await rooms(`meet:${roomId}`)).not.toContain(moderator.socket.id);
    expect(await rooms(`backroom:${roomId}`)).not.toContain(moderator.socket.id);
    // A new socket does not get the seat back.
    expect((await joinRoom(await connect(built.moderator.token), { roomId })).data).toBe(
      ROOM_MESSAGES.notMember,
    );
    // Nor does HTTP: no moderator's view with the hidden observers, no recording.
    const room = await app.inject({ url: `/api/rooms/${roomId}`, headers: built.moderator.auth });
    expect(room.statusCode).toBe(403);
    expect(room.body).not.toContain('Observador 1');
    const recording = await app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/recordings`,
      headers: built.moderator.auth,
      payload: { recordingId: '9b6f3b8e-1d1a-4d55-9a8e-3f1f6f0c2a11' },
    });
    expect(recording.statusCode).toBe(403);
    const list = await app.inject({ url: '/api/rooms', headers: built.moderator.auth });
    expect(list.json().items.map((r: { id: string }) => r.id)).not.toContain(roomId);
    // Promoted back, the seat is its again.
    await app.inject({
      method: 'PATCH',
      url: `/api/users/${built.moderator.row.id}/role`,
      headers: admin.auth,
      payload: { role: 'staff' },
    });
    expect(
      ((await joinRoom(await connect(built.moderator.token), { roomId })).data as TRoomJoined).self.seat,
    ).toBe('moderator');
    const back = await app.inject({ url: `/api/rooms/${roomId}`, headers: built.moderator.auth });
    expect(back.json()).toMatchObject({ seat: 'moderator' });
  });
});
