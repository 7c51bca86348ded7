import type { TRoomRecording, TRoomSeat } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export interface RecordingRow {
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

export interface StudyRecordingRow {
  id: string;
  room_id: string;
  room_title: string;
  survey_id: string;
  campaign_name: string;
  started_at: Date | string;
  seat: TRoomSeat | null;
}

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
    /** The recording's status, its row locked for the rest of the transaction (`db` is a transaction). */
    async lockStatus(roomId: string, id: string): Promise<string | null> {
      const { rows } = await db.query<{ status: string }>(
        'SELECT status FROM room_recordings WHERE room_id = $1 AND id = $2 FOR UPDATE',
        [roomId, id],
      );
      return rows[0]?.status ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM room_recordings WHERE id = $1', [id]);
    },

    /** A browser's recording, its parts all in: ready, its size their sum. */
    async markReady(id: string): Promise<void> {
      await db.query(
        `UPDATE room_recordings SET status = 'ready', stopped_at = now(),
           size = (SELECT sum(size) FROM room_recording_parts WHERE recording_id = $1)
         WHERE id = $1`,
        [id],
      );
    },

    /** Janus's recording stops and waits for its mix; false when it was no longer recording. */
    async markProcessing(id: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE room_recordings SET status = 'processing', stopped_at = now()
         WHERE id = $1 AND status = 'recording' RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },

    /** A new recording; false when it was not made (the same id, or another one running in the room). */
    async insert(
      id: string,
      roomId: string,
      by: { userId: string | null; name: string },
      source: TRoomRecording['source'],
    ): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO room_recordings (id, room_id, started_by, started_by_name, source)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [id, roomId, by.userId, by.name, source],
      );
      return rows.length > 0;
    },

    async removeIfRecording(id: string): Promise<void> {
      await db.query(`DELETE FROM room_recordings WHERE id = $1 AND status = 'recording'`, [id]);
    },

    /** A browser's part, kept while the recording runs; false for a repeated part or one after the stop. */
    async insertPart(id: string, seq: number, fileKey: string, size: number): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO room_recording_parts (recording_id, seq, file_key, size)
         SELECT $1, $2, $3, $4 WHERE EXISTS
           (SELECT 1 FROM room_recordings WHERE id = $1 AND status = 'recording')
         ON CONFLICT (recording_id, seq) DO NOTHING RETURNING seq`,
        [id, seq, fileKey, size],
      );
      return rows.length > 0;
    },

    async setContentType(id: string, contentType: string): Promise<void> {
      await db.query('UPDATE room_recordings SET content_type = $2 WHERE id = $1', [id, contentType]);
    },

    /** A Janus recording, for its mix. */
    async findJanus(
      id: string,
    ): Promise<{ room_id: string; started_at: Date | string; status: string } | null> {
      const { rows } = await db.query<{ room_id: string; started_at: Date | string; status: string }>(
        `SELECT room_id, started_at, status FROM room_recordings WHERE id = $1 AND source = 'janus'`,
        [id],
      );
      return rows[0] ?? null;
    },

    async roomOf(id: string): Promise<string | null> {
      const { rows } = await db.query<{ room_id: string }>(
        'SELECT room_id FROM room_recordings WHERE id = $1',
        [id],
      );
      return rows[0]?.room_id ?? null;
    },

    /** The mixed file's parts (a retried mix overwrites them) and the recording ready (`db` is a transaction). */
    async storeMix(id: string, parts: { key: string; size: number }[], contentType: string): Promise<void> {
      for (const [seq, part] of parts.entries())
        await db.query(
          `INSERT INTO room_recording_parts (recording_id, seq, file_key, size) VALUES ($1, $2, $3, $4)
           ON CONFLICT (recording_id, seq) DO UPDATE SET file_key = EXCLUDED.file_key, size = EXCLUDED.size`,
          [id, seq, part.key, part.size],
        );
      await db.query(
        `UPDATE room_recordings SET status = 'ready', content_type = $2,
           size = (SELECT sum(size) FROM room_recording_parts WHERE recording_id = $1)
         WHERE id = $1 AND status = 'processing'`,
        [id, contentType],
      );
    },

    /** A recording still waiting for its mix fails, with the reason. */
    async markFailed(id: string, failure: string): Promise<void> {
      await db.query(
        `UPDATE room_recordings SET status = 'failed', failure = $2 WHERE id = $1 AND status = 'processing'`,
        [id, failure],
      );
    },

    /** The ready recordings of the rooms of these studies' campaigns, with `userId`'s seat in each room. */
    async forStudies(surveyIds: readonly string[], userId: string): Promise<StudyRecordingRow[]> {
      const { rows } = await db.query<StudyRecordingRow>(
        `SELECT rr.id, rr.room_id, r.title AS room_title, c.survey_id, c.name AS campaign_name, rr.started_at,
            (SELECT m.seat FROM room_members m WHERE m.room_id = r.id AND m.user_id = $2 LIMIT 1) AS seat
          FROM room_recordings rr JOIN rooms r ON r.id = rr.room_id JOIN campaigns c ON c.id = r.campaign_id
          WHERE c.survey_id = ANY ($1::uuid[]) AND rr.status = 'ready'
          ORDER BY rr.started_at DESC, rr.id LIMIT 500`,
        [surveyIds, userId],
      );
      return rows;
    },
  };
}
