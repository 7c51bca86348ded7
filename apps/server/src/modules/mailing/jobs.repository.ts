import type { TMailingJobStatus, TRecipientStatus } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { type PageWindow, selectPage } from '../../lib/sql';

export interface JobRow {
  id: string;
  template_id: string;
  template_name: string;
  template_version: number;
  template_version_id: string;
  subject: string;
  body_html: string;
  campaign_id: string;
  campaign_name: string;
  audience: { type: string; days?: number };
  deadline: string;
  status: TMailingJobStatus;
  rate_per_minute: number | null;
  scheduled_at: Date | string | null;
  created_by: string | null;
  created_at: Date | string;
}

/** What the recipient list shows: the delivery, then what the invitation and the panel say since. */
export const SHOWN_STATUS = `CASE
  WHEN m.status = 'sending' THEN 'queued'
  WHEN m.status <> 'sent' THEN m.status
  WHEN i.status = 'completed' THEN 'answered'
  WHEN r.opted_out THEN 'unsubscribed'
  WHEN i.status IN ('opened', 'started') THEN 'opened'
  ELSE 'sent' END`;
const RECIPIENTS = `FROM mailing_recipients m LEFT JOIN invitations i ON i.id = m.invitation_id
  LEFT JOIN respondents r ON r.id = m.respondent_id`;

const JOB = `SELECT j.id, t.id AS template_id, t.name AS template_name, v.version AS template_version,
  v.id AS template_version_id, v.subject, v.body_html, j.campaign_id, c.name AS campaign_name, j.audience,
  j.deadline, j.status, j.rate_per_minute, j.scheduled_at, j.created_by, j.created_at
  FROM mailing_jobs j JOIN mail_template_versions v ON v.id = j.template_version_id
  JOIN mail_templates t ON t.id = v.template_id JOIN campaigns c ON c.id = j.campaign_id`;

export function createJobsRepository(db: Queryable) {
  return {
    async insert(
      job: {
        templateVersionId: string;
        campaignId: string;
        audience: object;
        deadline: string;
        status: TMailingJobStatus;
        ratePerMinute: number | null;
        scheduledAt: string | null;
        userId: string;
      },
      recipients: { respondentId: string; name: string; email: string }[],
      tx: Queryable,
    ): Promise<string> {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO mailing_jobs (template_version_id, campaign_id, audience, deadline, status, rate_per_minute,
           scheduled_at, created_by) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8) RETURNING id`,
        [
          job.templateVersionId,
          job.campaignId,
          JSON.stringify(job.audience),
          job.deadline,
          job.status,
          job.ratePerMinute,
          job.scheduledAt,
          job.userId,
        ],
      );
      const id = inserted.rows[0]?.id as string;
      // The Message-ID is fixed with the row: every attempt at one recipient carries the same one.
      await tx.query(
        `INSERT INTO mailing_recipients (job_id, respondent_id, name, email, message_id)
         SELECT $1, p.id, p.name, p.email, '<' || gen_random_uuid() || '@pesquisemais.com.br>'
           FROM unnest($2::uuid[], $3::text[], $4::text[]) AS p (id, name, email)`,
        [
          id,
          recipients.map((row) => row.respondentId),
          recipients.map((row) => row.name),
          recipients.map((row) => row.email),
        ],
      );
      return id;
    },

    async audit(jobId: string, action: string, actorId: string | null, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO mailing_job_audit (job_id, action, actor_id) VALUES ($1, $2, $3)', [
        jobId,
        action,
        actorId,
      ]);
    },

    async auditOf(jobId: string) {
      const result = await db.query<{ action: string; by: string | null; at: Date | string }>(
        `SELECT a.action, u.display_name AS by, a.at FROM mailing_job_audit a LEFT JOIN users u ON u.id = a.actor_id
          WHERE a.job_id = $1 ORDER BY a.at, a.id`,
        [jobId],
      );
      return result.rows;
    },

    async find(id: string): Promise<JobRow | null> {
      const result = await db.query<JobRow>(`${JOB} WHERE j.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    async list(statuses: readonly TMailingJobStatus[] | null, page: PageWindow) {
      const where = 'WHERE ($1::text[] IS NULL OR j.status = ANY($1::text[]))';
      return selectPage<JobRow>(
        db,
        {
          rows: `${JOB} ${where} ORDER BY j.created_at DESC, j.id`,
          count: `SELECT count(*)::int AS total FROM mailing_jobs j ${where}`,
        },
        [statuses ? [...statuses] : null],
        page,
      );
    },

    /** Recipients per shown status, for each job. */
    async counts(jobIds: string[]) {
      const result = await db.query<{ job_id: string; status: TRecipientStatus; n: number }>(
        `SELECT m.job_id, ${SHOWN_STATUS} AS status, count(*)::int AS n ${RECIPIENTS}
          WHERE m.job_id = ANY($1::uuid[]) GROUP BY 1, 2`,
        [jobIds],
      );
      return result.rows;
    },

    async recipients(jobId: string, status: TRecipientStatus | null, page: PageWindow) {
      const where = `WHERE m.job_id = $1 AND ($2::text IS NULL OR ${SHOWN_STATUS} = $2)`;
      return selectPage<{
        id: string;
        name: string;
        email: string;
        status: TRecipientStatus;
        error: string | null;
        attempts: number;
        sent_at: Date | string | null;
      }>(
        db,
        {
          rows: `SELECT m.id, m.name, m.email, ${SHOWN_STATUS} AS status, m.error, m.attempts, m.sent_at
            ${RECIPIENTS} ${where} ORDER BY m.name, m.id`,
          count: `SELECT count(*)::int AS total ${RECIPIENTS} ${where}`,
        },
        [jobId, status],
        page,
      );
    },

    /** Moves a job from one of `from` to `to`; false when it was in none of them. */
    async transition(id: string, from: TMailingJobStatus[], to: TMailingJobStatus, tx: Queryable = db) {
      const result = await tx.query(
        `UPDATE mailing_jobs SET status = $3, finished_at = CASE WHEN $3 IN ('done', 'cancelled') THEN now() END
          WHERE id = $1 AND status = ANY($2::text[])`,
        [id, from, to],
      );
      return (result.rowCount ?? 0) > 0;
    },

    /** A paused job goes back to its schedule if its time has not come, else to sending; null if not paused. */
    async resume(id: string): Promise<TMailingJobStatus | null> {
      const result = await db.query<{ status: TMailingJobStatus }>(
        `UPDATE mailing_jobs SET status = CASE WHEN scheduled_at > now() THEN 'scheduled' ELSE 'running' END
          WHERE id = $1 AND status = 'paused' RETURNING status`,
        [id],
      );
      return result.rows[0]?.status ?? null;
    },

    async cancelQueued(jobId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE mailing_recipients SET status = 'cancelled' WHERE job_id = $1 AND status = 'queued'`,
        [jobId],
      );
    },

    /** Scheduled jobs whose time has come start. */
    async startDue(): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        `UPDATE mailing_jobs SET status = 'running' WHERE status = 'scheduled' AND scheduled_at <= now() RETURNING id`,
      );
      return result.rows.map((row) => row.id);
    },

    /** Running jobs nobody holds (their process died, or none took them yet). */
    async unheld(): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        `SELECT id FROM mailing_jobs WHERE status = 'running' AND (lease_until IS NULL OR lease_until < now())`,
      );
      return result.rows.map((row) => row.id);
    },
  };
}
