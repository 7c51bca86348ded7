import type { Queryable } from '../../core/db/connection';

export interface ClaimedRecipient {
  id: string;
  respondent_id: string | null;
  name: string;
  email: string;
  message_id: string;
  attempts: number;
  invitation_id: string | null;
  attributes: Record<string, unknown> | null;
}

/** The sending side of a job: who holds it, and each recipient's attempt written before the send. */
export function createDeliveryRepository(db: Queryable) {
  return {
    /**
     * Takes or renews the job for `owner` until `seconds` from now. `taken` is true when the job was free
     * (never held, or its holder's lease ran out: that holder died).
     */
    async hold(jobId: string, owner: string, seconds: number) {
      const result = await db.query<{ previous: string | null }>(
        `UPDATE mailing_jobs j SET lease_owner = $2, lease_until = now() + make_interval(secs => $3)
           FROM (SELECT id, lease_owner AS previous FROM mailing_jobs WHERE id = $1) p
          WHERE j.id = p.id AND j.status = 'running'
            AND (j.lease_owner = $2 OR j.lease_until IS NULL OR j.lease_until < now())
          RETURNING p.previous`,
        [jobId, owner, seconds],
      );
      const row = result.rows[0];
      return row ? { taken: row.previous !== owner } : null;
    },

    async release(jobId: string, owner: string): Promise<void> {
      await db.query(
        'UPDATE mailing_jobs SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2',
        [jobId, owner],
      );
    },

    /** Attempts a dead holder started and never recorded: the server may have taken them, so no resend. */
    async markInDoubt(jobId: string): Promise<number> {
      const result = await db.query(
        `UPDATE mailing_recipients SET status = 'in-doubt',
           error = 'O envio foi interrompido durante a conversa SMTP; pode ter sido entregue e não será repetido.'
          WHERE job_id = $1 AND status = 'sending'`,
        [jobId],
      );
      return result.rowCount ?? 0;
    },

    /** Up to `limit` due recipients, each marked 'sending' (with its attempt counted) before any send. */
    async claim(jobId: string, limit: number): Promise<ClaimedRecipient[]> {
      const result = await db.query<ClaimedRecipient>(
        `UPDATE mailing_recipients m SET status = 'sending', attempts = m.attempts + 1, attempted_at = now()
          WHERE m.id IN (SELECT id FROM mailing_recipients WHERE job_id = $1 AND status = 'queued'
                          AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT $2)
            AND m.status = 'queued'
          RETURNING m.id, m.respondent_id, m.name, m.email, m.message_id, m.attempts, m.invitation_id,
            (SELECT attributes FROM respondents WHERE id = m.respondent_id) AS attributes`,
        [jobId, limit],
      );
      return result.rows;
    },

    async setInvitations(rows: { id: string; invitationId: string }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.query(
        `UPDATE mailing_recipients m SET invitation_id = t.invitation_id
           FROM unnest($1::uuid[], $2::uuid[]) AS t (id, invitation_id) WHERE m.id = t.id`,
        [rows.map((row) => row.id), rows.map((row) => row.invitationId)],
      );
    },

    /** A batch's delivered recipients in one statement (each was marked 'sending', attempt counted, before). */
    async sentMany(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `UPDATE mailing_recipients SET status = 'sent', sent_at = now(), error = NULL WHERE id = ANY ($1::uuid[])`,
        [ids],
      );
    },

    async sent(id: string): Promise<void> {
      await db.query(
        `UPDATE mailing_recipients SET status = 'sent', sent_at = now(), error = NULL WHERE id = $1`,
        [id],
      );
    },

    async retryLater(id: string, error: string, delaySeconds: number): Promise<void> {
      await db.query(
        `UPDATE mailing_recipients SET status = 'queued', error = $2,
           next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [id, error, delaySeconds],
      );
    },

    async finish(id: string, status: 'failed' | 'bounced' | 'in-doubt', error: string): Promise<void> {
      await db.query('UPDATE mailing_recipients SET status = $2, error = $3 WHERE id = $1', [
        id,
        status,
        error,
      ]);
    },

    /** Seconds until the next queued recipient is due (0: now), or null when none is left. */
    async nextDue(jobId: string): Promise<number | null> {
      const result = await db.query<{ wait: number | null }>(
        `SELECT CASE WHEN count(*) > 0 THEN greatest(0, extract(epoch FROM min(next_attempt_at) - now()))::float END AS wait
           FROM mailing_recipients WHERE job_id = $1 AND status IN ('queued', 'sending')`,
        [jobId],
      );
      const wait = result.rows[0]?.wait;
      return wait === null || wait === undefined ? null : Number(wait);
    },

    async status(jobId: string): Promise<string | null> {
      const result = await db.query<{ status: string }>('SELECT status FROM mailing_jobs WHERE id = $1', [
        jobId,
      ]);
      return result.rows[0]?.status ?? null;
    },

    async finishJob(jobId: string): Promise<boolean> {
      const result = await db.query(
        `UPDATE mailing_jobs SET status = 'done', finished_at = now(), lease_owner = NULL, lease_until = NULL
          WHERE id = $1 AND status = 'running'
            AND NOT EXISTS (SELECT 1 FROM mailing_recipients WHERE job_id = $1 AND status IN ('queued', 'sending'))`,
        [jobId],
      );
      return (result.rowCount ?? 0) > 0;
    },
  };
}
