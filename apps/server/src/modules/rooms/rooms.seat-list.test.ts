import {
  ROOM_ACTIONS,
  ROOM_MESSAGES,
  roomBackroom,
  roomMeetRoom,
  roomWaitingRoom,
  type TRoom,
  type TRoomJoined,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
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

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

const connect = (token?: string) => connectRecorded(clients, token);

const OFFER = {
  type: 'offer' as const,
  sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=mid:0\r\n',
};

/** The answer (or error) to one action of this socket. */
async function answerTo(r: Recorded, type: string, data: object): Promise<unknown> {
  const error = nextMessage(r, 'error');
  r.socket.emit('action', { type, data });
  return (await error).data;
}

const socketsIn = async (room: string) => (await app.io.in(room).fetchSockets()).map((s) => s.id);
const revokedCount = (r: Recorded) => messagesOf(r).filter((m) => m.type === 'access:revoked').length;

describe("a room's seat lists, edited, take effect at once on open sockets", () => {
  let built: BuiltRoom;
  let roomId: string;
  let ana: BuiltUser;
  let bruno: BuiltUser;
  let olga: BuiltUser;
  let moderator: Recorded;
  let second: Recorded;
  let watcher: Recorded;
  let beatriz: Recorded;
  let carlos: Recorded;

  const patch = (payload: object, auth = built.staff.auth) =>
    app.inject({ method: 'PATCH', url: `/api/rooms/${roomId}`, headers: auth, payload });
  const seatOf = async (r: Recorded) =>
    ((await joinRoom(r, { roomId })).data as TRoomJoined).self?.seat ?? null;

  beforeAll(async () => {
    built = await buildRoom(app, { participants: ['Dra. Beatriz', 'Dr. Carlos'], observers: ['watcher'] });
    roomId = built.room.id;
    ana = built.moderator;
    olga = built.observers[0] as BuiltUser;
    bruno = await buildUser(app, { role: 'staff', displayName: 'Moderador Bruno' });
    moderator = await connect(ana.token);
    expect(await seatOf(moderator)).toBe('moderator');
    watcher = await connect(olga.token);
    expect(await seatOf(watcher)).toBe('watcher');
    beatriz = await connect();
    await joinRoom(beatriz, { roomId, ...built.linkOf('Dra. Beatriz') });
    const admitted = new Promise((resolve) =>
      beatriz.socket.on('message', (m: { type: string }) => m.type === 'room:admitted' && resolve(m)),
    );
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.admit,
      data: { roomId, memberId: built.linkOf('Dra. Beatriz').memberId },
    });
    await admitted;
    expect(
      ((await joinRoom(beatriz, { roomId, ...built.linkOf('Dra. Beatriz') })).data as TRoomJoined).isWaiting,
    ).toBe(false);
    carlos = await connect();
    expect(
      ((await joinRoom(carlos, { roomId, ...built.linkOf('Dr. Carlos') })).data as TRoomJoined).isWaiting,
    ).toBe(true);
  });

  it('refuses a bad seat list in Portuguese and changes nothing', async () => {
    const before = (await app.inject({ url: `/api/rooms/${roomId}`, headers: built.staff.auth })).json();
    const none = await patch({ moderatorIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('Informe ao menos um moderador');
    const observerAsModerator = await patch({ moderatorIds: [olga.row.id] });
    expect(observerAsModerator.json().error.message).toBe(ROOM_MESSAGES.notModeratorRole);
    const unknown = await patch({ participantIds: [olga.row.id] });
    expect(unknown.json().error.message).toBe(ROOM_MESSAGES.unknownRespondent);
    expect((await patch({ observers: [] }, olga.auth)).statusCode).toBe(403);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/rooms/00000000-0000-4000-8000-000000000000',
      headers: built.staff.auth,
      payload: { moderatorIds: [bruno.row.id] },
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/rooms/${roomId}`, headers: built.staff.auth })).json()).toEqual(
      before,
    );
  });

  it('adds a moderator and leaves everyone else seated, admitted and connected', async () => {
    const before = (
      (await app.inject({ url: `/api/rooms/${roomId}`, headers: built.staff.auth })).json() as TRoom
    ).members;
    expect(before.find((m) => m.name === 'Dra. Beatriz')?.admitted).toBe(true);
    const [one, other] = await Promise.all([
      patch({ moderatorIds: [ana.row.id, bruno.row.id] }),
      patch({ moderatorIds: [ana.row.id, bruno.row.id], title: 'Grupo focal — dois moderadores' }),
    ]);
    expect([one.statusCode, other.statusCode]).toEqual([200, 200]);
    const room = other.json() as TRoom;
    expect(room.members.filter((m) => m.userId === bruno.row.id)).toHaveLength(1);
    // The others keep their member (links, admission) as they were.
    for (const member of before) expect(room.members).toContainEqual(member);
    second = await connect(bruno.token);
    expect(await seatOf(second)).toBe('moderator');
    await expect.poll(() => lastPresence(watcher, roomId)?.people.length).toBe(4);
    for (const r of [moderator, watcher, beatriz, carlos]) expect(revokedCount(r)).toBe(0);
  });

  it('a moderator moved to observer loses admission, notes, backroom and publishing on its open socket', async () => {
    const revoked = nextMessage(moderator, 'access:revoked');
    const moved = await patch({
      moderatorIds: [bruno.row.id],
      observers: [
        { userId: olga.row.id, seat: 'watcher' },
        { userId: ana.row.id, seat: 'watcher' },
      ],
    });
    expect(moved.statusCode).toBe(200);
    const member = (moved.json() as TRoom).members.find((m) => m.userId === ana.row.id);
    expect(member?.seat).toBe('watcher');
    await revoked;
    const oldPeer = moderator.socket.id;
    // Everyone sees it leave: the other moderator, the observer and the participant.
    for (const r of [second, watcher, beatriz])
      await expect.poll(() => lastPresence(r, roomId)?.people.map((p) => p.peerId)).not.toContain(oldPeer);
    expect(await socketsIn(roomMeetRoom(roomId))).not.toContain(oldPeer);
    expect(await socketsIn(roomBackroom(roomId))).not.toContain(oldPeer);
    const memberId = built.linkOf('Dr. Carlos').memberId;
    expect(await answerTo(moderator, ROOM_ACTIONS.admit, { roomId, memberId })).toBe(ROOM_MESSAGES.notMember);
    expect(
      await answerTo(moderator, ROOM_ACTIONS.signal, { roomId, to: beatriz.socket.id, description: OFFER }),
    ).toBe(ROOM_MESSAGES.notMember);
    expect(await answerTo(moderator, ROOM_ACTIONS.backroom, { roomId, text: 'Ainda estou aqui' })).toBe(
      ROOM_MESSAGES.notMember,
    );
    expect(beatriz.events.some((e) => e.event === 'room:signal')).toBe(false);
    watcher.socket.emit('action', { type: ROOM_ACTIONS.note, data: { roomId, text: 'Nota ao moderador' } });
    await expect.poll(() => JSON.stringify(second.events)).toContain('Nota ao moderador');
    expect(JSON.stringify(moderator.events)).not.toContain('Nota ao moderador');
    expect(JSON.stringify([...second.events, ...watcher.events])).not.toContain('Ainda estou aqui');
    // Joining again, it sits as an observer: it never offers media and is hidden from the participants.
    const joined = (await joinRoom(moderator, { roomId })).data as TRoomJoined;
    expect(joined.self.seat).toBe('watcher');
    expect(joined.self.capabilities.sendsMedia).toBe(false);
    expect(
      await answerTo(moderator, ROOM_ACTIONS.signal, { roomId, to: second.socket.id, description: OFFER }),
    ).toBe(ROOM_MESSAGES.notAllowed);
    await expect.poll(() => lastPresence(second, roomId)?.people.length).toBe(4);
    expect(
      lastPresence(beatriz, roomId)
        ?.people.map((p) => p.seat)
        .sort(),
    ).toEqual(['moderator', 'participant']);
    const room = await app.inject({ url: `/api/rooms/${roomId}`, headers: ana.auth });
    expect(room.json()).toMatchObject({ seat: 'watcher' });
  });

  it('members taken off the list leave at once, seated or waiting, and a moderator moved back sits again', async () => {
    const told = [moderator, watcher, beatriz, carlos].map((r) => nextMessage(r, 'access:revoked'));
    const cut = await patch({ observers: [], participantIds: [] });
    expect(cut.statusCode).toBe(200);
    expect((cut.json() as TRoom).members.map((m) => m.seat)).toEqual(['moderator']);
    await Promise.all(told);
    await expect
      .poll(() => lastPresence(second, roomId)?.people.map((p) => p.peerId))
      .toEqual([second.socket.id]);
    const lastWaiting = () => [...second.events].reverse().find((e) => e.event === 'room:waiting');
    await expect
      .poll(() => (lastWaiting()?.payload as { people?: unknown[] } | undefined)?.people)
      .toEqual([]);
    expect(await answerTo(watcher, ROOM_ACTIONS.backroom, { roomId, text: 'Fora da sala' })).toBe(
      ROOM_MESSAGES.notMember,
    );
    expect((await joinRoom(await connect(olga.token), { roomId })).data).toBe(ROOM_MESSAGES.notMember);
    expect((await joinRoom(await connect(), { roomId, ...built.linkOf('Dra. Beatriz') })).data).toBe(
      ROOM_MESSAGES.invalidLink,
    );
    expect((await app.inject({ url: `/api/rooms/${roomId}`, headers: olga.auth })).statusCode).toBe(404);
    expect(await socketsIn(roomWaitingRoom(roomId))).toEqual([]);
    // Moved back to moderator, the seat is its again.
    expect((await patch({ moderatorIds: [ana.row.id, bruno.row.id] })).statusCode).toBe(200);
    expect(await seatOf(await connect(ana.token))).toBe('moderator');
  });
});
