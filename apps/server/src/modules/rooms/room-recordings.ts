import { Readable } from 'node:stream';
import {
  ROOM_MESSAGES,
  ROOM_RECORDING_PART_MAX_BYTES,
  roomMeetRoom,
  type TRoomRecording,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { janusRecordingDir, RECORDING_MIX_QUEUE } from './room-recording-queues';
import { createRecordingsRepository, type RecordingRow } from './room-recordings.repository';
import { sfuOf } from './room-sfu';

/** What MediaRecorder writes (Chromium and Firefox: WebM; Safari: MP4). */
export const RECORDING_TYPES = ['video/webm', 'audio/webm', 'video/mp4', 'video/x-matroska'];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function toRecordings(db: Queryable, rows: RecordingRow[]): Promise<TRoomRecording[]> {
  const marks = await createRecordingsRepository(db).marks(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    roomId: row.room_id,
    source: row.source,
    status: row.status,
    failure: row.failure,
    startedAt: iso(row.started_at) as string,
    stoppedAt: iso(row.stopped_at),
    startedBy: row.started_by_name,
    size: row.size === null ? null : Number(row.size),
    contentType: row.content_type,
    parts: Number(row.parts),
    marks: marks
      .filter((mark) => mark.recording_id === row.id)
      .map((mark) => ({
        kind: mark.kind,
        text: mark.text,
        author: mark.author,
        offsetMs: Number(mark.offset_ms),
      })),
  }));
}

/**
 * Recording, as the moderator's browser does it: start (the page picks the id, so a repeated start finds the
 * same recording), parts in order while it records (a repeated part is kept once), stop (every part must have
 * arrived). The file is the parts read in order: the first part is type-checked (a WebM/MP4 header), the
 * others are stored as parts of it. Every change is told to the room, whose pages show the notice.
 */
export function createRecordingsService(app: FastifyInstance) {
  const repo = createRecordingsRepository(app.db);
  const tell = (roomId: string, isRecording: boolean) =>
    app.io.to(roomMeetRoom(roomId)).emit('room:recording', { roomId, isRecording });

  async function one(roomId: string, id: string): Promise<TRoomRecording> {
    const row = await repo.find(roomId, id);
    if (!row) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
    return (await toRecordings(app.db, [row]))[0] as TRoomRecording;
  }

  /** Ends a recording: joined when its parts are complete, removed when it has none; Janus's, mixed by a job. */
  async function finish(roomId: string, id: string): Promise<TRoomRecording | null> {
    const row = await repo.find(roomId, id);
    if (!row) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
    if (row.source === 'janus') return finishJanus(roomId, id, row.status);
    const ended = await app.db.transaction(async (tx) => {
      const txRepo = createRecordingsRepository(tx);
      const status = await txRepo.lockStatus(roomId, id);
      if (!status) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
      if (status === 'ready') return 'ready';
      const parts = await txRepo.parts(id);
      if (parts.length === 0) {
        await txRepo.remove(id);
        return 'empty';
      }
      if (parts.some((part, index) => part.seq !== index))
        throw new AppError('CONFLICT', ROOM_MESSAGES.recordingMissingParts);
      await txRepo.markReady(id);
      return 'ready';
    });
    tell(roomId, false);
    return ended === 'empty' ? null : one(roomId, id);
  }

  /**
   * Janus stops recording the room (a Janus that cannot be reached has nothing more to write either); the
   * recording waits as 'processing' for its mix, queued with the status change (a repeated stop queues none).
   */
  async function finishJanus(roomId: string, id: string, status: TRoomRecording['status']) {
    if (status === 'recording') {
      await sfuOf(app)
        ?.record(roomId, null)
        .catch((error: unknown) => app.log.warn({ err: error, roomId }, 'janus recording not stopped'));
      await app.queue.ready();
      await app.db.transaction(async (tx) => {
        if (await createRecordingsRepository(tx).markProcessing(id))
          await app.queue.send(RECORDING_MIX_QUEUE, { recordingId: id }, { tx });
      });
      app.queue.notify(RECORDING_MIX_QUEUE);
    }
    tell(roomId, false);
    return one(roomId, id);
  }

  return {
    repo,
    one,

    async list(roomId: string): Promise<TRoomRecording[]> {
      return toRecordings(app.db, await repo.list(roomId));
    },

    async start(
      roomId: string,
      id: string,
      by: { userId: string | null; name: string },
    ): Promise<TRoomRecording> {
      const existing = await repo.find(roomId, id);
      if (existing) return one(roomId, id);
      // A recording left running (a closed tab) ends here, with what it has.
      const running = await repo.running(roomId);
      if (running) await finish(roomId, running.id).catch(() => undefined);
      // In Janus mode with its folder at hand, Janus records every stream; otherwise the moderator's browser.
      const janus = sfuOf(app);
      const root = app.config.janusRecordingsDir;
      const source = janus && root ? 'janus' : 'browser';
      if (!(await repo.insert(id, roomId, by, source))) {
        // The same start twice at once: the other one made it. Another recording running: this one cannot.
        if (await repo.find(roomId, id)) return one(roomId, id);
        throw new AppError('CONFLICT', ROOM_MESSAGES.recordingStopped);
      }
      if (janus && root)
        await janus.record(roomId, janusRecordingDir(root, id)).catch(async (error: unknown) => {
          app.log.warn({ err: error, roomId }, 'janus recording not started');
          await repo.removeIfRecording(id);
          throw new AppError('UNAVAILABLE', ROOM_MESSAGES.recordingUnavailable);
        });
      tell(roomId, true);
      return one(roomId, id);
    },

    async addPart(
      roomId: string,
      id: string,
      seq: number,
      upload: { stream: Readable; declaredBytes?: number },
    ): Promise<{ seq: number; size: number }> {
      const recording = await repo.find(roomId, id);
      if (!recording) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
      if (recording.source === 'janus') throw new AppError('CONFLICT', ROOM_MESSAGES.recordingByJanus);
      if (recording.status !== 'recording') throw new AppError('CONFLICT', ROOM_MESSAGES.recordingStopped);
      const stored = await app.files.put(upload.stream, {
        name: `gravacao-${seq}.webm`,
        maxBytes: ROOM_RECORDING_PART_MAX_BYTES,
        declaredBytes: upload.declaredBytes,
        accept: RECORDING_TYPES,
        isPart: seq > 0,
      });
      if (!(await repo.insertPart(id, seq, stored.key, stored.size))) {
        // A repeated part (a retried upload) is kept once; a part after the stop is dropped.
        await app.files.remove(stored.key);
        const kept = (await repo.parts(id)).find((part) => part.seq === seq);
        if (!kept) throw new AppError('CONFLICT', ROOM_MESSAGES.recordingStopped);
        return { seq, size: kept.size };
      }
      if (seq === 0) await repo.setContentType(id, stored.contentType);
      return { seq, size: stored.size };
    },

    async stop(roomId: string, id: string): Promise<TRoomRecording> {
      const ended = await finish(roomId, id);
      if (!ended) throw new AppError('UNPROCESSABLE', ROOM_MESSAGES.recordingEmpty);
      return ended;
    },

    /** The joined file: its parts read one after another. */
    async file(roomId: string, id: string): Promise<{ stream: Readable; size: number; contentType: string }> {
      const recording = await repo.find(roomId, id);
      if (recording?.status !== 'ready' || !recording.content_type)
        throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
      const parts = await repo.parts(id);
      const files = app.files;
      async function* joined() {
        for (const part of parts) yield* await files.get(part.file_key);
      }
      return {
        stream: Readable.from(joined()),
        size: Number(recording.size),
        contentType: recording.content_type,
      };
    },
  };
}
