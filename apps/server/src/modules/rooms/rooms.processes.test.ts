import { ROOM_ACTIONS, type TRoomJoined } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { buildRoom } from '../../../test/room-factories';
import { connectRecorded, joinRoom, lastPresence, nextMessage } from '../../../test/room-sockets';
import { listenForSockets, type SocketClients } from '../../../test/socket-clients';

// Needs the Redis of REDIS_URL (default 127.0.0.1:6379; .ci/run starts it), as two real processes would.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a room across two server processes (one Redis)', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let onFirst: SocketClients;
  let onSecond: SocketClients;

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl, socketRecheckMs: 3_600_000 });
    const schema = (await first.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? '';
    second = await buildTestApp({ redisUrl, socketRecheckMs: 3_600_000 }, { schema });
    onFirst = await listenForSockets(first);
    onSecond = await listenForSockets(second);
  }, 120_000);
  afterAll(async () => {
    onFirst.closeAll();
    onSecond.closeAll();
    // The presence sent after each disconnection goes through Redis: let it finish before Redis closes.
    for (const app of [first, second])
      for (let tries = 0; tries < 50 && (await app.io.local.fetchSockets()).length > 0; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await second.close();
    await first.close();
  });

  it('admits, lists and relays per seat whatever process each socket is on; the backroom stays hidden', async () => {
    const built = await buildRoom(first, { participants: ['Dra. Beatriz'], observers: ['watcher'] });
    const roomId = built.room.id;
    const moderator = await connectRecorded(onSecond, built.moderator.token);
    const watcher = await connectRecorded(onSecond, built.observers[0]?.token);
    const participant = await connectRecorded(onFirst);
    await joinRoom(moderator, { roomId });
    await joinRoom(watcher, { roomId });
    const link = built.linkOf('Dra. Beatriz');
    expect(((await joinRoom(participant, { roomId, ...link })).data as TRoomJoined).isWaiting).toBe(true);

    const admitted = nextMessage(participant, 'room:admitted');
    moderator.socket.emit('action', { type: ROOM_ACTIONS.admit, data: { roomId, memberId: link.memberId } });
    await admitted;
    await joinRoom(participant, { roomId, ...link });
    await expect
      .poll(() =>
        lastPresence(participant, roomId)
          ?.people.map((p) => p.name)
          .sort(),
      )
      .toEqual(['Dra. Beatriz', 'Moderadora Ana']);
    await expect.poll(() => lastPresence(watcher, roomId)?.people.length).toBe(3);

    const description = { type: 'offer' as const, sdp: 'v=0' };
    moderator.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to: participant.socket.id, description },
    });
    await expect
      .poll(() => participant.events.find((e) => e.event === 'room:signal')?.payload)
      .toMatchObject({ from: moderator.socket.id });
    const refused = nextMessage(watcher, 'error');
    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.signal,
      data: { roomId, to: participant.socket.id, description },
    });
    expect((await refused).data).toBe('Seu papel nesta sala não permite esta ação.');

    watcher.socket.emit('action', {
      type: ROOM_ACTIONS.backroom,
      data: { roomId, text: 'Só para o bastidor' },
    });
    await expect.poll(() => moderator.events.some((e) => e.event === 'room:entry')).toBe(true);
    const raw = JSON.stringify(participant.events);
    expect(raw).not.toContain('Só para o bastidor');
    expect(raw).not.toContain(watcher.socket.id as string);
    expect(raw).not.toContain('Observador 1');
  });
});
