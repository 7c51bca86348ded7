import type { TCampaignStatus, TResponseStatus } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

/** The few columns a save or submit needs, with its campaign's state, in one round trip. */
export interface SubmitRow {
  id: string;
  campaign_id: string;
  survey_version_id: string;
  invitation_id: string | null;
  user_id: string | null;
  interviewer_id: string | null;
  is_interview: boolean;
  status: TResponseStatus;
  idempotency_key: string | null;
  resume_token_hash: string;
  campaign_status: TCampaignStatus;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  /** The campaign's targets, read in the same round trip. */
  targets: { id: string; condition: string; goal: number; completes: number }[];
}

export interface SubmitEnd {
  status: TResponseStatus;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  targetIds: string[];
}

/** The error finish_response raises when a target the response counts in is full. */
export function isQuotaFull(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PQ001';
}

export function createSubmitRepository(db: Queryable) {
  return {
    async find(id: string): Promise<SubmitRow | null> {
      const result = await db.query<SubmitRow>(
        `SELECT r.id, r.campaign_id, r.survey_version_id, r.invitation_id, r.user_id, r.interviewer_id,
           r.is_interview, r.status, r.idempotency_key, r.resume_token_hash, c.status AS campaign_status,
           c.opens_at, c.closes_at,
           COALESCE((SELECT json_agg(json_build_object('id', t.id, 'condition', t.condition, 'goal', t.goal,
             'completes', t.completes)) FROM targets t WHERE t.campaign_id = r.campaign_id), '[]'::json) AS targets
         FROM responses r JOIN campaigns c ON c.id = r.campaign_id WHERE r.id = $1 AND r.deleted_at IS NULL`,
        [id],
      );
      return result.rows[0] ?? null;
    },

    /**
     * Ends the response only while it is still partial, with its dashboards' log entry, its invitation and
     * its targets, in one statement (migration 0010). False when it was no longer partial (a concurrent
     * submit of the same response waits for the row lock, then finds it finished); a full target throws
     * the error `isQuotaFull` recognizes, and nothing is kept.
     */
    async finish(id: string, end: SubmitEnd): Promise<boolean> {
      const result = await db.query<{ ended: boolean }>(
        'SELECT finish_response($1, $2, $3::jsonb, $4, $5::uuid[]) AS ended',
        [id, end.status, JSON.stringify(end.answers), end.idempotencyKey, end.targetIds],
      );
      return result.rows[0]?.ended === true;
    },

    /** Saves a page of a partial response and logs the change for the dashboards, in one statement. */
    async savePage(id: string, answers: Record<string, unknown>, currentPage: number): Promise<void> {
      await db.query(
        `WITH saved AS (
           UPDATE responses SET answers = $2::jsonb, current_page = $3, updated_at = now()
            WHERE id = $1 AND status = 'partial' RETURNING id, campaign_id)
         INSERT INTO dash_changes (response_id, campaign_id) SELECT id, campaign_id FROM saved`,
        [id, JSON.stringify(answers), currentPage],
      );
    },
  };
}
