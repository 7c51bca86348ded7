import { ROOM_ACTIONS, ROOM_MESSAGES, type TRoomJoined } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import {
  connectRecorded,
  joinRoom,
  lastPresence,
  messagesOf,
  nextMessage,
  type Recorded,
} from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';
import { roomResource } from './rooms.service';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

const connect = (token?: string) => connectRecorded(clients, token);
const messages = messagesOf;
const join = joinRoom;

describe('room sockets: who hears what', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  let watcher: Recorded;
  let reactor: Recorded;
  let guest: Recorded;
  const participants: Recorded[] = [];

  beforeAll(async () => {
    built = await buildRoom(app, {
      participants: ['Dra. Beatriz', 'Dr. Carlos'],
      observers: ['watcher', 'watcher_reaction'],
      guests: ['Cliente Convidada'],
    });
    const roomId = built.room.id;
    moderator = await connect(built.moderator.token);
    expect((await join(moderator, { roomId })).type).toBe('room:joined');
    watcher = await connect(built.observers[0]?.token);
    reactor = await connect(built.observers[1]?.token);
    expect((await join(watcher, { roomId })).type).toBe('room:joined');
    expect((await join(reactor, { roomId })).type).toBe('room:joined');
    guest = await connect();
    expect((await join(guest, { roomId, ...built.linkOf('Cliente Convidada') })).type).toBe('room:joined');
    for (const name of ['Dra. Beatriz', 'Dr. Carlos']) {
      const participant = await connect();
      const joined = await join(participant, { roomId, ...built.linkOf(name) });
      expect((joined.data as TRoomJoined).isWaiting).toBe(true);
      participants.push(participant);
    }
  });

  it('keeps participants waiting until the moderator admits them; the moderator sees who waits', async () => {
    const roomId = built.room.id;
    await expect
      .poll(() => [...moderator.events].reverse().find((e) => e.event === 'room:waiting')?.payload)
      .toMatchObject({ people: [{ name: 'Dra. Beatriz' }, { name: 'Dr. Carlos' }] });
    // An observer may not admit.
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.admit,
      data: { roomId, memberId: built.linkOf('Dra. Beatriz').memberId },
    });
    expect(await nextMessage(watcher, 'error')).toMatchObject({
      data: 'Seu papel nesta sala não permite esta ação.',
    });
    for (const [index, name] of ['Dra. Beatriz', 'Dr. Carlos'].entries()) {
      const participant = participants[index] as Recorded;
      const admitted = nextMessage(participant, 'room:admitted');
      moderator.socket.emit('action', {
        type: ROOM_ACTIONS.admit,
        data: { roomId, memberId: built.linkOf(name).memberId },
      });
      await admitted;
      const joined = await join(participant, { roomId, ...built.linkOf(name) });
      expect((joined.data as TRoomJoined).isWaiting).toBe(false);
    }
  });

  it('lists exactly the moderator and the participants to a participant, everyone to observers', async () => {
    const roomId = built.room.id;
    for (const participant of participants)
      await expect
        .poll(() =>
          lastPresence(participant, roomId)
            ?.people.map((p) => p.name)
            .sort(),
        )
        .toEqual(['Dr. Carlos', 'Dra. Beatriz', 'Moderadora Ana']);
    await expect.poll(() => lastPresence(watcher, roomId)?.people.length).toBe(6);
    await expect.poll(() => lastPresence(moderator, roomId)?.people.length).toBe(6);
  });

  it('sends backroom chat, bookmarks and reactions to the backroom only, notes to the moderator only', async () => {
    const roomId = built.room.id;
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.backroom,
      data: { roomId, text: 'Ela hesitou no preço' },
    });
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.mark,
      data: { roomId, kind: 'bookmark', text: 'Momento do preço', atMs: 61_000 },
    });
    reactor.socket.emit('action', {
      type: ROOM_ACTIONS.mark,
      data: { roomId, kind: 'reaction', text: '👍', atMs: 62_000 },
    });
    guest.socket.emit('action', {
      type: ROOM_ACTIONS.note,
      data: { roomId, text: 'Pergunte sobre genéricos' },
    });
    const entries = (r: Recorded) =>
      r.events.filter((e) => e.event === 'room:entry').map((e) => (e.payload as { text: string }).text);
    for (const reader of [moderator, reactor, guest])
      await expect
        .poll(() => entries(reader))
        .toEqual(expect.arrayContaining(['Ela hesitou no preço', 'Momento do preço', '👍']));
    await expect.poll(() => entries(moderator)).toContain('Pergunte sobre genéricos');
    expect(entries(watcher)).not.toContain('Pergunte sobre genéricos');
    expect(entries(reactor)).not.toContain('Pergunte sobre genéricos');
  });

  it('refuses each seat what its capabilities lack', async () => {
    const roomId = built.room.id;
    const refused = async (r: Recorded, type: string, data: object) => {
      const error = nextMessage(r, 'error');
      r.socket.emit('action', { type, data: { roomId, ...data } });
      return (await error).data;
    };
    const participant = participants[0] as Recorded;
    const notAllowed = 'Seu papel nesta sala não permite esta ação.';
    expect(await refused(participant, ROOM_ACTIONS.backroom, { text: 'oi' })).toBe(notAllowed);
    expect(await refused(participant, ROOM_ACTIONS.note, { text: 'oi' })).toBe(notAllowed);
    expect(await refused(participant, ROOM_ACTIONS.mark, { kind: 'bookmark', text: 'x', atMs: 0 })).toBe(
      notAllowed,
    );
    expect(await refused(watcher, ROOM_ACTIONS.mark, { kind: 'reaction', text: '👍', atMs: 0 })).toBe(
      notAllowed,
    );
    expect(await refused(watcher, ROOM_ACTIONS.mark, { kind: 'section', text: 'Bloco 2', atMs: 0 })).toBe(
      notAllowed,
    );
    expect(await refused(guest, ROOM_ACTIONS.mark, { kind: 'bookmark', text: 'x', atMs: 0 })).toBe(
      notAllowed,
    );
    expect(await refused(participant, ROOM_ACTIONS.question, { text: 'x' })).toBe(notAllowed);
    // Signalling: never between a participant and an observer, in either direction.
    expect(await refused(participant, ROOM_ACTIONS.signal, { to: watcher.socket.id })).toBe(notAllowed);
    expect(await refused(watcher, ROOM_ACTIONS.signal, { to: participant.socket.id })).toBe(notAllowed);
    expect(await refused(watcher, ROOM_ACTIONS.signal, { to: reactor.socket.id })).toBe(notAllowed);
  });

  it('relays signals between senders, and from the moderator to observers', async () => {
    const roomId = built.room.id;
    const [first, second] = participants as [Recorded, Recorded];
    const description = { type: 'offer' as const, sdp: 'v=0' };
    first.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to: second.socket.id, description },
    });
    await expect
      .poll(() => second.events.find((e) => e.event === 'room:signal')?.payload)
      .toMatchObject({
        from: first.socket.id,
        description,
      });
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to: watcher.socket.id, source: first.socket.id, description },
    });
    await expect
      .poll(() => watcher.events.find((e) => e.event === 'room:signal')?.payload)
      .toMatchObject({
        from: moderator.socket.id,
        source: first.socket.id,
      });
  });

  it('runs the mesh without JANUS_URL: the join says so and the Janus actions are refused', async () => {
    const roomId = built.room.id;
    const joined = messagesOf(moderator).find((m) => m.type === 'room:joined');
    expect((joined?.data as TRoomJoined | undefined)?.media).toBe('mesh');
    const refused = nextMessage(moderator, 'error');
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.sfuPublish,
      data: { roomId, description: { type: 'offer', sdp: 'v=0' } },
    });
    expect((await refused).data).toBe(ROOM_MESSAGES.notAllowed);
  });

  it("never puts an observer's name, member id, peer id or the backroom on a participant's socket", async () => {
    const observerTraces = [watcher, reactor, guest].flatMap((r) => {
      const joined = messages(r).find((m) => m.type === 'room:joined')?.data as TRoomJoined;
      return [joined.self.name, joined.self.memberId, joined.self.peerId];
    });
    expect(observerTraces).toContain('Cliente Convidada');
    for (const participant of participants) {
      const raw = JSON.stringify(participant.events);
      for (const trace of observerTraces) expect(raw).not.toContain(trace);
      expect(participant.events.map((e) => e.event)).not.toContain('room:entry');
      expect(raw).not.toContain('Ela hesitou no preço');
      expect(raw).not.toContain('Momento do preço');
    }
  });

  it('takes a demoted observer out of the room and its backroom at once', async () => {
    const roomId = built.room.id;
    const admin = await buildUser(app, { role: 'admin' });
    const revoked = nextMessage(reactor, 'access:revoked');
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/users/${built.observers[1]?.row.id}/role`,
      headers: admin.auth,
      payload: { role: 'mailing_operator' },
    });
    expect(changed.statusCode).toBe(200);
    await revoked;
    const rooms = async (name: string) => (await app.io.in(name).fetchSockets()).map((s) => s.id);
    await expect.poll(() => rooms(`meet:${roomId}`)).not.toContain(reactor.socket.id);
    expect(await rooms(`backroom:${roomId}`)).not.toContain(reactor.socket.id);
    expect((await join(reactor, { roomId })).data).toBe('Você não faz parte desta sala.');
  });

  it('refuses tampered, expired, foreign links and members that do not sit in the room', async () => {
    const roomId = built.room.id;
    const { memberId, link } = built.linkOf('Dra. Beatriz');
    const invalid = 'Link da sala inválido ou expirado.';
    const refusedJoin = async (data: { roomId: string; memberId?: string; link?: string }, token?: string) =>
      (await join(await connect(token), data)).data;
    const tampered = `${link.slice(0, -3)}${link.endsWith('a') ? 'bbb' : 'aaa'}`;
    expect(await refusedJoin({ roomId, memberId, link: tampered })).toBe(invalid);
    const expired = await app.tokens.signResource(roomResource(roomId, memberId), null, -60);
    expect(await refusedJoin({ roomId, memberId, link: expired })).toBe(invalid);
    // Another member's link under this member's id.
    expect(await refusedJoin({ roomId, memberId, link: built.linkOf('Dr. Carlos').link })).toBe(invalid);
    const other = await buildRoom(app, { participants: ['Dr. Outro'] });
    expect(await refusedJoin({ roomId, ...other.linkOf('Dr. Outro') })).toBe(invalid);
    const stranger = await buildUser(app, { role: 'watcher' });
    expect(await refusedJoin({ roomId }, stranger.token)).toBe('Você não faz parte desta sala.');
    expect(await refusedJoin({ roomId })).toBe('Você não faz parte desta sala.');
    // The HTTP check of a link says the same.
    const check = (body: object) =>
      app.inject({ method: 'POST', url: `/api/rooms/${roomId}/link-check`, payload: body });
    expect((await check({ memberId, link })).json()).toMatchObject({
      name: 'Dra. Beatriz',
      seat: 'participant',
    });
    const refusedCheck = await check({ memberId, link: tampered });
    expect(refusedCheck.statusCode).toBe(404);
    expect(refusedCheck.json().error.message).toBe(invalid);
    expect((await check({ memberId, link: expired })).statusCode).toBe(404);
  });
});
