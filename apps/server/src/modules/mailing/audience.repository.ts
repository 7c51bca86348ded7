import type { Queryable } from '../../core/db/connection';
import { likePattern } from '../../lib/sql';

/** A panel member a job could write to, with what excludes one. */
export interface CandidateRow {
  respondent_id: string;
  name: string;
  email: string;
  attributes: Record<string, unknown>;
  consent: boolean;
  opted_out: boolean;
  bounced: boolean;
}

const CANDIDATE = `SELECT r.id AS respondent_id, r.name, r.email, r.attributes, r.consent, r.opted_out,
  r.bounced_at IS NOT NULL AS bounced FROM respondents r`;

/** Read model over the panel (the respondents module owns those tables; this only reads them). */
export function createAudienceRepository(db: Queryable) {
  return {
    /** Members never invited to the campaign whose attributes equal every given value (any letter case). */
    async notInvited(campaignId: string, attributes: Record<string, string>): Promise<CandidateRow[]> {
      const result = await db.query<CandidateRow>(
        `${CANDIDATE} WHERE NOT EXISTS (SELECT 1 FROM invitations i WHERE i.campaign_id = $1 AND i.respondent_id = r.id)
           AND NOT EXISTS (SELECT 1 FROM jsonb_each_text($2::jsonb) f
                            WHERE lower(r.attributes ->> f.key) IS DISTINCT FROM lower(f.value))
         ORDER BY r.name, r.id`,
        [campaignId, JSON.stringify(attributes)],
      );
      return result.rows;
    },

    /** Members invited at least `days` days ago (sent, or created when never sent) who have not completed. */
    async notCompleted(campaignId: string, days: number): Promise<CandidateRow[]> {
      const result = await db.query<CandidateRow>(
        `${CANDIDATE} WHERE EXISTS (SELECT 1 FROM invitations i WHERE i.campaign_id = $1 AND i.respondent_id = r.id
              AND i.status NOT IN ('completed') AND coalesce(i.sent_at, i.created_at) <= now() - make_interval(days => $2))
           AND NOT EXISTS (SELECT 1 FROM invitations i WHERE i.campaign_id = $1 AND i.respondent_id = r.id
              AND i.status = 'completed')
         ORDER BY r.name, r.id`,
        [campaignId, days],
      );
      return result.rows;
    },

    async byEmails(emails: string[]): Promise<CandidateRow[]> {
      const result = await db.query<CandidateRow>(
        `${CANDIDATE} WHERE lower(r.email) = ANY($1::text[]) ORDER BY r.name, r.id`,
        [emails.map((email) => email.toLowerCase())],
      );
      return result.rows;
    },

    /** These respondents, in no order (a room's participants). */
    async byIds(ids: string[]): Promise<CandidateRow[]> {
      const result = await db.query<CandidateRow>(`${CANDIDATE} WHERE r.id = ANY ($1::uuid[])`, [ids]);
      return result.rows;
    },

    async respondent(id: string): Promise<CandidateRow | null> {
      const result = await db.query<CandidateRow>(`${CANDIDATE} WHERE r.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    async campaign(id: string): Promise<{ id: string; name: string; survey_id: string } | null> {
      const result = await db.query<{ id: string; name: string; survey_id: string }>(
        'SELECT id, name, survey_id FROM campaigns WHERE id = $1',
        [id],
      );
      return result.rows[0] ?? null;
    },

    /** The campaigns a job can be for, newest first (a mailing operator has no other list of them). */
    async campaignOptions(): Promise<{ id: string; name: string }[]> {
      const result = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM campaigns ORDER BY created_at DESC, id LIMIT 100',
      );
      return result.rows;
    },

    /** Panel members whose name or e-mail matches, for the preview's "with this respondent's data". */
    async respondentOptions(q: string | undefined): Promise<{ id: string; name: string; email: string }[]> {
      const result = await db.query<{ id: string; name: string; email: string }>(
        `SELECT id, name, email FROM respondents WHERE $1::text IS NULL OR name ILIKE $1 OR email ILIKE $1
         ORDER BY name, id LIMIT 20`,
        [likePattern(q)],
      );
      return result.rows;
    },
  };
}
