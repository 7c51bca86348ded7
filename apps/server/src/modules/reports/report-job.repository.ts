import type { TReportFormat } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';

export interface ClaimedReport {
  id: string;
  campaign_id: string;
  format: TReportFormat;
  created_by: string | null;
  attempts: number;
}

/** The report job's writes: each is guarded so a retried or duplicated job never undoes a finished report. */
export function createReportJobRepository(db: Db) {
  return {
    /** Starts an attempt; null when the report is gone or already done (nothing to do). */
    async claim(id: string): Promise<ClaimedReport | null> {
      const result = await db.query<ClaimedReport>(
        `UPDATE reports SET status = 'running', progress = 1, error = NULL, started_at = now(),
           heartbeat_at = now(), attempts = attempts + 1
          WHERE id = $1 AND status <> 'done'
          RETURNING id, campaign_id, format, created_by, attempts`,
        [id],
      );
      return result.rows[0] ?? null;
    },

    /** Complete responses of the campaign (the rows of the export), for progress. */
    async countComplete(campaignId: string): Promise<number> {
      const result = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM responses
          WHERE campaign_id = $1 AND status = 'complete' AND deleted_at IS NULL`,
        [campaignId],
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    async progress(id: string, progress: number): Promise<void> {
      await db.query(
        `UPDATE reports SET progress = $2 WHERE id = $1 AND status = 'running' AND progress < $2`,
        [id, progress],
      );
    },

    /**
     * Stores the file and marks the report done, in one transaction. The file's primary key keeps the
     * first file if two attempts ever race; false when another attempt finished first.
     */
    async finish(id: string, file: Buffer, filename: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO report_files (report_id, content) VALUES ($1, $2) ON CONFLICT (report_id) DO NOTHING`,
          [id, file],
        );
        const done = await tx.query(
          `UPDATE reports SET status = 'done', progress = 100, error = NULL, finished_at = now(), filename = $2,
             size = (SELECT octet_length(content) FROM report_files WHERE report_id = $1)
            WHERE id = $1 AND status <> 'done'`,
          [id, filename],
        );
        return done.rowCount > 0;
      });
    },

    /** The running attempt is alive. */
    async beat(id: string): Promise<void> {
      await db.query(`UPDATE reports SET heartbeat_at = now() WHERE id = $1 AND status = 'running'`, [id]);
    },

    /** Reports marked running whose attempt has not beaten for this long: their process died. */
    async silent(seconds: number): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        `SELECT id FROM reports WHERE status = 'running'
          AND heartbeat_at < now() - make_interval(secs => $1::int) ORDER BY heartbeat_at LIMIT 100`,
        [seconds],
      );
      return result.rows.map((row) => row.id);
    },

    /** An attempt failed and the queue will retry it. */
    async retrying(id: string, message: string): Promise<void> {
      await db.query(`UPDATE reports SET status = 'queued', error = $2 WHERE id = $1 AND status <> 'done'`, [
        id,
        message,
      ]);
    },

    /** Retries spent (the dead-letter queue's job). */
    async failed(id: string, message: string): Promise<void> {
      await db.query(
        `UPDATE reports SET status = 'failed', error = COALESCE(error, $2) WHERE id = $1 AND status <> 'done'`,
        [id, message],
      );
    },
  };
}
