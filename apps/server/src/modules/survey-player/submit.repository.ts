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

/**
 * The player's read of a response with its campaign and targets (a read model: it joins other modules'
 * tables; pages and ends are written by the responses module, through its service).
 */
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
  };
}
