import type { TCampaignStatus, TResponseStatus } from '@pesquisemais/shared';
import type { Queryable } from '../../db/connection';

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
     * Ends the response only while it is still partial (a concurrent submit of the same response waits
     * for the row lock, then finds it finished). False when it was no longer partial. The same statement
     * logs the change for the dashboards (dash_changes), so a lone submit is one round trip.
     */
    async finishIfPartial(id: string, end: SubmitEnd, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query(
        `WITH done AS (
           UPDATE responses SET status = $2, answers = $3::jsonb, idempotency_key = $4, target_ids = $5::uuid[],
             completed_at = now(), duration_seconds = GREATEST(0, EXTRACT(EPOCH FROM now() - started_at))::int,
             updated_at = now() WHERE id = $1 AND status = 'partial' AND deleted_at IS NULL
           RETURNING id, campaign_id)
         INSERT INTO dash_changes (response_id, campaign_id) SELECT id, campaign_id FROM done`,
        [id, end.status, JSON.stringify(end.answers), end.idempotencyKey, end.targetIds],
      );
      return result.rowCount > 0;
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

    /**
     * Atomic conditional count: PostgreSQL re-checks `completes < goal` on the locked, latest row, so
     * concurrent submits never pass a goal. Returns how many targets took the complete.
     */
    async countIfRoom(ids: string[], tx: Queryable): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await tx.query(
        'UPDATE targets SET completes = completes + 1 WHERE id = ANY($1::uuid[]) AND completes < goal',
        [ids],
      );
      return result.rowCount;
    },
  };
}
