import { randomUUID } from 'node:crypto';
import { ROOM_ACTIONS, type TRoomRecording, type TRoomRecordingList } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import { connectRecorded, joinRoom, type Recorded } from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

/** The start of a WebM file (EBML header, DocType "webm", a segment), as MediaRecorder's first part. */
const WEBM_HEAD = Buffer.concat([
  Buffer.from(
    '1A45DFA39F4286810142F7810142F2810442F381084282847765626D42878102428581021853806701FFFFFFFFFFFFFF',
    'hex',
  ),
  Buffer.alloc(300, 0xec),
]);
const part = (fill: number) => Buffer.alloc(1000, fill);

describe('room recordings', () => {
  let built: BuiltRoom;
  let moderatorSocket: Recorded;
  let watcherSocket: Recorded;
  const [watcher, bloodblue, basic, webinar] = [0, 1, 2, 3];
  const auth = (index: number): Record<string, string> => built.observers[index]?.auth ?? {};
  const base = () => `/api/rooms/${built.room.id}/recordings`;

  beforeAll(async () => {
    built = await buildRoom(app, {
      participants: ['Dra. Beatriz'],
      observers: ['watcher', 'watcher_bloodblue', 'watcher_bloodblue_basic', 'watcher_webinar'],
    });
    moderatorSocket = await connectRecorded(clients, built.moderator.token);
    watcherSocket = await connectRecorded(clients, built.observers[watcher]?.token);
    for (const r of [moderatorSocket, watcherSocket])
      expect((await joinRoom(r, { roomId: built.room.id })).type).toBe('room:joined');
  });

  const start = (recordingId: string, headers: Record<string, string> = built.moderator.auth) =>
    app.inject({ method: 'POST', url: base(), headers, payload: { recordingId } });
  const put = (
    recordingId: string,
    seq: number,
    body: Buffer,
    headers: Record<string, string> = built.moderator.auth,
  ) =>
    app.inject({
      method: 'PUT',
      url: `${base()}/${recordingId}/parts/${seq}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const stop = (recordingId: string, headers: Record<string, string> = built.moderator.auth) =>
    app.inject({ method: 'POST', url: `${base()}/${recordingId}/stop`, headers });
  const list = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: base(), headers });
    return { status: res.statusCode, body: res.json() as TRoomRecordingList };
  };

  it('records in parts: a repeated start or part is kept once, a gap holds the stop, the file is the parts in order', async () => {
    const id = randomUUID();
    const started = await start(id);
    expect(started.statusCode).toBe(201);
    expect((await start(id)).json()).toMatchObject({ id, status: 'recording' });
    // Everyone admitted hears that a recording runs (their pages show the notice).
    for (const r of [moderatorSocket, watcherSocket])
      await expect
        .poll(() => r.events.find((e) => e.event === 'room:recording')?.payload)
        .toEqual({ roomId: built.room.id, isRecording: true });
    expect((await put(id, 0, WEBM_HEAD)).json()).toEqual({ seq: 0, size: WEBM_HEAD.length });
    watcherSocket.socket.emit('action', {
      type: ROOM_ACTIONS.mark,
      data: { roomId: built.room.id, kind: 'bookmark', text: 'Objeção de preço', atMs: 1000 },
    });
    expect((await put(id, 2, part(2))).statusCode).toBe(200);
    const held = await stop(id);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(
      'Ainda faltam partes da gravação: aguarde o envio e tente de novo.',
    );
    expect((await put(id, 1, part(1))).statusCode).toBe(200);
    expect((await put(id, 1, part(9))).json()).toEqual({ seq: 1, size: 1000 });
    await expect
      .poll(async () => (await list(built.moderator.auth)).body.items[0]?.marks.map((m) => m.text))
      .toEqual(['Objeção de preço']);
    const ready = await stop(id);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      size: WEBM_HEAD.length + 2000,
      contentType: 'video/webm',
      parts: 3,
      startedBy: 'Moderadora Ana',
    });
    expect((await stop(id)).json()).toMatchObject({ status: 'ready', parts: 3 });
    await expect
      .poll(() => watcherSocket.events.filter((e) => e.event === 'room:recording').at(-1)?.payload)
      .toEqual({ roomId: built.room.id, isRecording: false });
    const late = await put(id, 3, part(3));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Esta gravação já terminou.');

    const { body } = await list(auth(basic));
    const recording = body.items.find((item) => item.id === id) as TRoomRecordingList['items'][number];
    expect(recording.marks).toEqual([
      expect.objectContaining({ kind: 'bookmark', text: 'Objeção de preço', offsetMs: expect.any(Number) }),
    ]);
    const file = await app.inject({ method: 'GET', url: recording.playUrl as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.rawPayload).toEqual(Buffer.concat([WEBM_HEAD, part(1), part(2)]));
  });

  it('lets only the seat that records start, send and stop; refuses a first part that is not a video', async () => {
    const id = randomUUID();
    for (const index of [watcher, bloodblue, webinar])
      expect((await start(id, auth(index))).statusCode).toBe(403);
    const stranger = await buildUser(app, { role: 'watcher' });
    expect((await start(id, stranger.auth)).statusCode).toBe(404);
    expect((await start(id)).statusCode).toBe(201);
    expect((await put(id, 0, WEBM_HEAD, auth(bloodblue))).statusCode).toBe(403);
    expect((await stop(id, auth(watcher))).statusCode).toBe(403);
    const text = await put(id, 0, Buffer.from('não sou um vídeo, sou um texto'));
    expect(text.statusCode).toBe(415);
    // Nothing arrived: the stop says so and leaves no recording behind.
    const empty = await stop(id);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('A gravação não tem nenhuma parte.');
    expect((await list(built.moderator.auth)).body.items.map((item) => item.id)).not.toContain(id);
  });

  it('ends a recording left running when a new one starts', async () => {
    const left = randomUUID();
    await start(left);
    await put(left, 0, WEBM_HEAD);
    const next = randomUUID();
    expect((await start(next)).statusCode).toBe(201);
    const items = (await list(built.moderator.auth)).body.items;
    expect(items.find((item) => item.id === left)).toMatchObject({ status: 'ready', parts: 1 });
    expect(items.find((item) => item.id === next)).toMatchObject({ status: 'recording', playUrl: null });
    expect((await put(next, 0, WEBM_HEAD)).statusCode).toBe(200);
    expect((await stop(next)).statusCode).toBe(200);
  });

  it('lists and plays per capability; downloads only for seats with downloads; the address is the right', async () => {
    const basicList = await list(auth(basic));
    expect(basicList.status).toBe(200);
    expect(basicList.body.items.every((item) => item.playUrl && item.downloadUrl === null)).toBe(true);
    const full = await list(auth(bloodblue));
    const item = full.body.items[0] as TRoomRecordingList['items'][number];
    expect(item.downloadUrl).toContain('download=1');
    const download = await app.inject({ method: 'GET', url: item.downloadUrl as string });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".*\.webm"/);
    // Managers outside the room read and download; a webinar viewer and a stranger do not.
    const staff = await buildUser(app, { role: 'staff' });
    expect((await list(staff.auth)).body.items[0]?.downloadUrl).toContain('download=1');
    expect((await list(auth(webinar))).status).toBe(403);
    expect((await list((await buildUser(app, { role: 'watcher' })).auth)).status).toBe(404);
    // A play address is not a download address; a tampered or another recording's address finds nothing.
    const play = new URL(item.playUrl as string, 'http://x');
    const asDownload = `${play.pathname}${play.search}&download=1`;
    expect((await app.inject({ method: 'GET', url: asDownload })).statusCode).toBe(404);
    const token = play.searchParams.get('token') as string;
    const tampered = `${play.pathname}?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`;
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const other = full.body.items[1] as TRoomRecording;
    const foreign = `/api/rooms/${built.room.id}/recordings/${other.id}/file?token=${encodeURIComponent(token)}`;
    expect((await app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
  });
});
