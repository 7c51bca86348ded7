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
import { sfuOf } from './room-sfu';

interface RecordingRow {
  id: string;
  room_id: string;
  started_by_name: string;
  source: TRoomRecording['source'];
  status: TRoomRecording['status'];
  failure: string | null;
  started_at: Date | string;
  stopped_at: Date | string | null;
  size: string | number | null;
  content_type: string | null;
  parts: string | number;
}

interface MarkRow {
  recording_id: string;
  kind: 'bookmark' | 'section' | 'reaction';
  text: string;
  author: string;
  offset_ms: string | number;
}

const SELECT = `SELECT r.id, r.room_id, r.started_by_name, r.source, r.status, r.failure, r.started_at, r.stopped_at, r.size,
  r.content_type, (SELECT count(*) FROM room_recording_parts p WHERE p.recording_id = r.id) AS parts
  FROM room_recordings r`;

/** What MediaRecorder writes (Chromium and Firefox: WebM; Safari: MP4). */
export const RECORDING_TYPES = ['video/webm', 'audio/webm', 'video/mp4', 'video/x-matroska'];

/** The rooms module's recording tables: room_recordings, room_recording_parts. */
export function createRecordingsRepository(db: Queryable) {
  return {
    async running(roomId: string): Promise<{ id: string } | null> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM room_recordings WHERE room_id = $1 AND status = 'recording'`,
        [roomId],
      );
      return rows[0] ?? null;
    },

    async find(roomId: string, id: string): Promise<RecordingRow | null> {
      const { rows } = await db.query<RecordingRow>(`${SELECT} WHERE r.room_id = $1 AND r.id = $2`, [
        roomId,
        id,
      ]);
      return rows[0] ?? null;
    },

    async list(roomId: string): Promise<RecordingRow[]> {
      const { rows } = await db.query<RecordingRow>(
        `${SELECT} WHERE r.room_id = $1 ORDER BY r.started_at DESC, r.id LIMIT 200`,
        [roomId],
      );
      return rows;
    },

    /** Timeline marks made while each recording ran, at their offset from its start. */
    async marks(recordingIds: string[]): Promise<MarkRow[]> {
      const { rows } = await db.query<MarkRow>(
        `SELECT r.id AS recording_id, e.kind, e.text, e.author,
           floor(extract(epoch FROM (e.created_at - r.started_at)) * 1000) AS offset_ms
         FROM room_recordings r JOIN room_entries e ON e.room_id = r.room_id
         WHERE r.id = ANY($1::uuid[]) AND e.kind IN ('bookmark', 'section', 'reaction')
           AND e.created_at >= r.started_at AND e.created_at <= COALESCE(r.stopped_at, now())
         ORDER BY e.created_at, e.id`,
        [recordingIds],
      );
      return rows;
    },

    async parts(recordingId: string): Promise<{ seq: number; file_key: string; size: number }[]> {
      const { rows } = await db.query<{ seq: number; file_key: string; size: number }>(
        'SELECT seq, file_key, size FROM room_recording_parts WHERE recording_id = $1 ORDER BY seq',
        [recordingId],
      );
      return rows;
    },
  };
}

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
      const { rows } = await tx.query<{ status: string }>(
        'SELECT status FROM room_recordings WHERE room_id = $1 AND id = $2 FOR UPDATE',
        [roomId, id],
      );
      const status = rows[0]?.status;
      if (!status) throw new AppError('NOT_FOUND', ROOM_MESSAGES.recordingNotFound);
      if (status === 'ready') return 'ready';
      const parts = await createRecordingsRepository(tx).parts(id);
      if (parts.length === 0) {
        await tx.query('DELETE FROM room_recordings WHERE id = $1', [id]);
        return 'empty';
      }
      if (parts.some((part, index) => part.seq !== index))
        throw new AppError('CONFLICT', ROOM_MESSAGES.recordingMissingParts);
      await tx.query(
        `UPDATE room_recordings SET status = 'ready', stopped_at = now(),
           size = (SELECT sum(size) FROM room_recording_parts WHERE recording_id = $1)
         WHERE id = $1`,
        [id],
      );
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
        const { rows } = await tx.query(
          `UPDATE room_recordings SET status = 'processing', stopped_at = now()
           WHERE id = $1 AND status = 'recording' RETURNING id`,
          [id],
        );
        if (rows.length > 0) await app.queue.send(RECORDING_MIX_QUEUE, { recordingId: id }, { tx });
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
      const { rows } = await app.db.query(
        `INSERT INTO room_recordings (id, room_id, started_by, started_by_name, source)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [id, roomId, by.userId, by.name, source],
      );
      if (rows.length === 0) {
        // The same start twice at once: the other one made it. Another recording running: this one cannot.
        if (await repo.find(roomId, id)) return one(roomId, id);
        throw new AppError('CONFLICT', ROOM_MESSAGES.recordingStopped);
      }
      if (janus && root)
        await janus.record(roomId, janusRecordingDir(root, id)).catch(async (error: unknown) => {
          app.log.warn({ err: error, roomId }, 'janus recording not started');
          await app.db.query(`DELETE FROM room_recordings WHERE id = $1 AND status = 'recording'`, [id]);
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
      const { rows } = await app.db.query(
        `INSERT INTO room_recording_parts (recording_id, seq, file_key, size)
         SELECT $1, $2, $3, $4 WHERE EXISTS
           (SELECT 1 FROM room_recordings WHERE id = $1 AND status = 'recording')
         ON CONFLICT (recording_id, seq) DO NOTHING RETURNING seq`,
        [id, seq, stored.key, stored.size],
      );
      if (rows.length === 0) {
        // A repeated part (a retried upload) is kept once; a part after the stop is dropped.
        await app.files.remove(stored.key);
        const kept = (await repo.parts(id)).find((part) => part.seq === seq);
        if (!kept) throw new AppError('CONFLICT', ROOM_MESSAGES.recordingStopped);
        return { seq, size: kept.size };
      }
      if (seq === 0)
        await app.db.query('UPDATE room_recordings SET content_type = $2 WHERE id = $1', [
          id,
          stored.contentType,
        ]);
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
