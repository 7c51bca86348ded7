import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOM_MESSAGES, ROOM_RECORDING_PART_MAX_BYTES, roomMeetRoom } from '@pesquisemais/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { convertStream, mixStreams, recordedStreams } from './janus/recording-mix';
import {
  janusRecordingDir,
  RECORDING_MIX_FAILED_QUEUE,
  RECORDING_MIX_QUEUE,
  type TMixJobData,
} from './room-recording-queues';
import { RECORDING_TYPES } from './room-recordings';
import { createRecordingsRepository } from './room-recordings.repository';

/**
 * Ends a Janus recording: its streams converted (janus-pp-rec) and mixed (ffmpeg) into one WebM, stored in parts
 * like a browser's recording, then Janus's files removed. A recording in which nobody sent media fails with
 * that reason; a tool that fails throws, and the job is retried.
 */
export async function mixRecording(app: FastifyInstance, recordingId: string): Promise<void> {
  const recording = await createRecordingsRepository(app.db).findJanus(recordingId);
  const root = app.config.janusRecordingsDir;
  if (recording?.status !== 'processing') return;
  // A worker started without Janus's folder cannot mix: the job is retried (by another worker) and, at worst, fails
  // the recording with a reason, instead of leaving it 'processing' for ever.
  if (!root) throw new Error('JANUS_RECORDINGS_DIR is not set in this worker process');
  const source = janusRecordingDir(root, recordingId);
  const streams = await recordedStreams(source);
  if (streams.length === 0) {
    await fail(app, recordingId, recording.room_id, ROOM_MESSAGES.recordingNoMedia);
    return;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'pm-mix-'));
  try {
    const inputs = [];
    for (const stream of streams) inputs.push({ ...stream, file: await convertStream(stream, work) });
    const output = path.join(work, 'gravacao.webm');
    await mixStreams(inputs, new Date(recording.started_at).getTime(), output);
    const keys = await storeInParts(app, output);
    await app.db.transaction((tx) =>
      createRecordingsRepository(tx).storeMix(recordingId, keys, keys[0]?.contentType ?? 'video/webm'),
    );
    tell(app, recording.room_id);
    await rm(source, { recursive: true, force: true });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The mixed file in parts of the size a browser's part may have (the storage's limit applies to each). */
async function storeInParts(app: FastifyInstance, file: string) {
  const { size } = await stat(file);
  const step = Math.min(ROOM_RECORDING_PART_MAX_BYTES, app.files.maxBytes);
  const parts: { key: string; size: number; contentType: string }[] = [];
  for (let start = 0, seq = 0; start < size; start += step, seq++) {
    const stored = await app.files.put(
      createReadStream(file, { start, end: Math.min(size, start + step) - 1 }),
      { name: `gravacao-${seq}.webm`, accept: RECORDING_TYPES, isPart: seq > 0 },
    );
    parts.push({ key: stored.key, size: stored.size, contentType: stored.contentType });
  }
  return parts;
}

/** A recording still waiting for its mix fails, with the reason its pages show. */
async function fail(app: FastifyInstance, recordingId: string, roomId: string, failure: string) {
  await createRecordingsRepository(app.db).markFailed(recordingId, failure);
  tell(app, roomId);
}

/** The room's pages list the recording again (a worker process without sockets leaves it to their polling). */
function tell(app: FastifyInstance, roomId: string) {
  if (app.hasDecorator('io'))
    app.io.to(roomMeetRoom(roomId)).emit('room:recording', { roomId, isRecording: false });
}

/** A mix whose retries are spent: the recording fails with the reason (the dead-letter queue's worker). */
export async function failRecording(app: FastifyInstance, recordingId: string): Promise<void> {
  const roomId = await createRecordingsRepository(app.db).roomOf(recordingId);
  if (roomId) await fail(app, recordingId, roomId, ROOM_MESSAGES.recordingMixFailed);
  app.log.error({ recordingId }, 'gravação do Janus não montada após as tentativas');
}

const workersPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await app.queue.work<TMixJobData>(RECORDING_MIX_QUEUE, (job) => mixRecording(app, job.data.recordingId));
    await app.queue.work<TMixJobData>(RECORDING_MIX_FAILED_QUEUE, (job) =>
      failRecording(app, job.data.recordingId),
    );
  });
};

export const roomWorkers = fp(workersPlugin, { name: 'room-workers', dependencies: ['queue'] });
