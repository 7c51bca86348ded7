import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOM_MESSAGES, type TRoomRecording, type TRoomRecordingList } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import { connectRecorded, joinRoom, type Recorded } from '../../../test/room-sockets';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';
import { startJanus } from '../../../test/start-janus';
import { failRecording, mixRecording } from './room-recording-jobs';
import { RECORDING_MIX_QUEUE } from './room-recording-queues';

let janus: Awaited<ReturnType<typeof startJanus>>;
let recordingsDir: string;
beforeAll(async () => {
  janus = await startJanus();
  recordingsDir = await mkdtemp(path.join(tmpdir(), 'pm-janus-rec-'));
});
afterAll(async () => {
  await janus?.stop();
  await rm(recordingsDir, { recursive: true, force: true });
});

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp(
  (live) => ({ app, clients } = live),
  () => ({ janusUrl: janus.url, janusRecordingsDir: recordingsDir }),
);

/**
 * Recording through Janus (JANUS_URL with JANUS_RECORDINGS_DIR): Janus writes each stream, a queued job mixes
 * them. The browser end to end (rooms.e2e.ts) plays a real mix; here, the states, rights and refusals.
 */
describe('room recordings made by Janus', () => {
  let built: BuiltRoom;
  let moderator: Recorded;
  const base = () => `/api/rooms/${built.room.id}/recordings`;
  const start = (recordingId: string) =>
    app.inject({ method: 'POST', url: base(), headers: built.moderator.auth, payload: { recordingId } });
  const stop = (recordingId: string) =>
    app.inject({ method: 'POST', url: `${base()}/${recordingId}/stop`, headers: built.moderator.auth });
  const listed = async () =>
    (
      (
        await app.inject({ method: 'GET', url: base(), headers: built.moderator.auth })
      ).json() as TRoomRecordingList
    ).items;
  const mixJobs = async (recordingId: string) => {
    const { rows } = await app.db.query<{ count: string }>(
      `SELECT count(*) FROM ${app.config.queue.schema}.job WHERE name = $1 AND data->>'recordingId' = $2`,
      [RECORDING_MIX_QUEUE, recordingId],
    );
    return Number(rows[0]?.count);
  };

  beforeAll(async () => {
    built = await buildRoom(app, { participants: ['Dra. Beatriz'], observers: ['watcher'] });
    moderator = await connectRecorded(clients, built.moderator.token);
    await joinRoom(moderator, { roomId: built.room.id });
  });

  it('is started by Janus, takes no part from a browser, and waits for its mix once stopped (queued once)', async () => {
    const id = crypto.randomUUID();
    const started = await start(id);
    expect(started.statusCode).toBe(201);
    expect(started.json<TRoomRecording>()).toMatchObject({ id, source: 'janus', status: 'recording' });
    await expect
      .poll(() =>
        moderator.events.some(
          (e) => e.event === 'room:recording' && (e.payload as { isRecording: boolean }).isRecording,
        ),
      )
      .toBe(true);
    const part = await app.inject({
      method: 'PUT',
      url: `${base()}/${id}/parts/0`,
      headers: { ...built.moderator.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(100, 1),
    });
    expect(part.statusCode).toBe(409);
    expect(part.json().error.message).toBe(ROOM_MESSAGES.recordingByJanus);

    const stopped = await stop(id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<TRoomRecording>()).toMatchObject({ status: 'processing', failure: null });
    expect(stopped.json<TRoomRecording>().stoppedAt).not.toBeNull();
    // A repeated stop (a retried request) answers the same and queues no second mix.
    expect((await stop(id)).json<TRoomRecording>().status).toBe('processing');
    expect(await mixJobs(id)).toBe(1);
    expect((await listed()).find((item) => item.id === id)).toMatchObject({
      status: 'processing',
      playUrl: null,
    });
  });

  it('fails with its reason when nobody sent media while it ran (no file to play or download)', async () => {
    const id = crypto.randomUUID();
    expect((await start(id)).statusCode).toBe(201);
    expect((await stop(id)).statusCode).toBe(200);
    // The moderator's socket sent no media: Janus wrote no stream with a packet in it.
    await mixRecording(app, id);
    const item = (await listed()).find((recording) => recording.id === id);
    expect(item).toMatchObject({
      status: 'failed',
      failure: ROOM_MESSAGES.recordingNoMedia,
      playUrl: null,
      downloadUrl: null,
    });
    // A job that runs again (a retry) leaves a failed recording as it is.
    await mixRecording(app, id);
    expect((await listed()).find((recording) => recording.id === id)?.status).toBe('failed');
  });

  it('is not finished by a worker without Janus’s folder: the job fails (to be retried), the recording still waits', async () => {
    const id = crypto.randomUUID();
    expect((await start(id)).statusCode).toBe(201);
    expect((await stop(id)).statusCode).toBe(200);
    const config = app.config as { janusRecordingsDir?: string };
    const dir = config.janusRecordingsDir;
    config.janusRecordingsDir = undefined;
    try {
      await expect(mixRecording(app, id)).rejects.toThrow(/JANUS_RECORDINGS_DIR/);
    } finally {
      config.janusRecordingsDir = dir;
    }
    expect((await listed()).find((item) => item.id === id)?.status).toBe('processing');
    // Its retries spent, the recording fails with the reason.
    await failRecording(app, id);
    expect((await listed()).find((item) => item.id === id)).toMatchObject({
      status: 'failed',
      failure: ROOM_MESSAGES.recordingMixFailed,
    });
  });

  it('refuses to start when Janus cannot be reached, and keeps no recording of the attempt', async () => {
    await janus.stop();
    const id = crypto.randomUUID();
    const refused = await start(id);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(ROOM_MESSAGES.recordingUnavailable);
    expect((await listed()).some((item) => item.id === id)).toBe(false);
  });
});
