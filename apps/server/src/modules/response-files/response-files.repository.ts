import type { Queryable } from '../../core/db/connection';

export interface ResponseFileRow {
  id: string;
  campaign_id: string;
  response_id: string;
  question_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
}

export interface NewResponseFile {
  campaignId: string;
  responseId: string;
  question: string;
  name: string;
  contentType: string;
  sha256: string;
  content: Uint8Array;
}

const COLUMNS = `id, campaign_id, response_id, question_name, original_name, content_type, size_bytes, sha256`;

/** pg answers bytea as a Buffer, PGlite as a Uint8Array: both are Uint8Array. */
const toBytes = (value: unknown): Uint8Array => {
  if (value instanceof Uint8Array) return value;
  throw new Error('bytea esperado');
};

/** The response_files table: file bytes in the database, shared by every server process. */
export function createResponseFilesRepository(db: Queryable) {
  return {
    /** Inserts once per (response, question, bytes): a retried upload returns the row stored first. */
    async insertOnce(file: NewResponseFile): Promise<ResponseFileRow> {
      const inserted = await db.query<ResponseFileRow>(
        `INSERT INTO response_files
           (campaign_id, response_id, question_name, original_name, content_type, size_bytes, sha256, content)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (response_id, question_name, sha256) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          file.campaignId,
          file.responseId,
          file.question,
          file.name,
          file.contentType,
          file.content.byteLength,
          file.sha256,
          file.content,
        ],
      );
      if (inserted.rows[0]) return inserted.rows[0];
      const existing = await db.query<ResponseFileRow>(
        `SELECT ${COLUMNS} FROM response_files WHERE response_id = $1 AND question_name = $2 AND sha256 = $3`,
        [file.responseId, file.question, file.sha256],
      );
      return existing.rows[0] as ResponseFileRow;
    },

    async countOfResponse(responseId: string): Promise<number> {
      const result = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM response_files WHERE response_id = $1',
        [responseId],
      );
      return result.rows[0]?.count ?? 0;
    },

    async findMany(responseId: string, ids: string[]): Promise<ResponseFileRow[]> {
      if (ids.length === 0) return [];
      const result = await db.query<ResponseFileRow>(
        `SELECT ${COLUMNS} FROM response_files WHERE response_id = $1 AND id = ANY($2::uuid[])`,
        [responseId, ids],
      );
      return result.rows;
    },

    async findWithContent(
      responseId: string,
      fileId: string,
    ): Promise<(ResponseFileRow & { content: Uint8Array }) | null> {
      const result = await db.query<ResponseFileRow & { content: unknown }>(
        `SELECT ${COLUMNS}, content FROM response_files WHERE response_id = $1 AND id = $2`,
        [responseId, fileId],
      );
      const row = result.rows[0];
      return row ? { ...row, content: toBytes(row.content) } : null;
    },

    async remove(responseId: string, fileId: string): Promise<boolean> {
      const result = await db.query(
        'DELETE FROM response_files WHERE response_id = $1 AND id = $2 RETURNING id',
        [responseId, fileId],
      );
      return result.rows.length > 0;
    },

    /**
     * Deletes the files no answer will ever point at: those of responses left partial longer than
     * `olderThanHours`, and those of finished responses whose answers do not reference them
     * (replaced or cleared before the submit). Returns how many went.
     */
    async sweepOrphans(olderThanHours: number): Promise<number> {
      const result = await db.query(
        `DELETE FROM response_files f USING responses r
          WHERE r.id = f.response_id
            AND f.created_at < now() - make_interval(secs => $1::double precision * 3600)
            AND (
              (r.status = 'partial' AND r.updated_at < now() - make_interval(secs => $1::double precision * 3600))
              OR (r.status <> 'partial' AND r.answers::text NOT LIKE '%' || f.id::text || '%')
            )
          RETURNING f.id`,
        [olderThanHours],
      );
      return result.rows.length;
    },
  };
}
export type ResponseFilesRepository = ReturnType<typeof createResponseFilesRepository>;
