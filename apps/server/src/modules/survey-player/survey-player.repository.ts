import type { TCampaignMode } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { selectPage } from '../../lib/sql';

export interface OpenCampaignRow {
  campaign_id: string;
  campaign_name: string;
  mode: TCampaignMode;
  closes_at: Date | string | null;
  survey_id: string;
  survey_title: string;
  /** Open to the public panel, or the caller was invited (by e-mail): a restricted user may answer it. */
  is_offered: boolean;
}

/** Who lists campaigns: everything, or (role user) those offered to them plus the ones they interview. */
export interface ListFilter {
  modes: TCampaignMode[];
  onlyCampaignId: string | null;
  /** Null: sees every campaign of these modes. */
  restrictedTo: { email: string; interviewModes: TCampaignMode[] } | null;
}

// Opened to the public panel, or an invitation of the campaign went to a respondent with this e-mail.
const OFFERED = `(c.is_open_to_panel OR EXISTS (SELECT 1 FROM invitations i JOIN respondents p ON p.id = i.respondent_id
  WHERE i.campaign_id = c.id AND lower(p.email) = lower($3) AND NOT p.opted_out))`;

export function createPlayRepository(db: Queryable) {
  return {
    /** Campaigns taking responses now in one of these modes (optionally only one campaign). */
    async listOpen(filter: ListFilter, limit: number, offset: number) {
      const where = `WHERE c.status = 'fielding' AND (c.opens_at IS NULL OR c.opens_at <= now())
        AND (c.closes_at IS NULL OR c.closes_at > now()) AND c.mode = ANY($1::text[])
        AND ($2::uuid IS NULL OR c.id = $2)
        AND (NOT $4::boolean OR c.mode = ANY($5::text[]) OR ${OFFERED})`;
      const restricted = filter.restrictedTo;
      const params = [
        filter.modes,
        filter.onlyCampaignId,
        restricted?.email ?? '',
        restricted !== null,
        restricted?.interviewModes ?? [],
      ];
      return selectPage<OpenCampaignRow>(
        db,
        {
          rows: `SELECT c.id AS campaign_id, c.name AS campaign_name, c.mode, c.closes_at, s.id AS survey_id,
             s.title AS survey_title, (NOT $4::boolean OR ${OFFERED}) AS is_offered
           FROM campaigns c JOIN surveys s ON s.id = c.survey_id ${where}
           ORDER BY c.created_at DESC, c.id`,
          count: `SELECT count(*)::text AS total FROM campaigns c ${where}`,
        },
        params,
        { limit, offset },
      );
    },

    /** Campaign ids where this user, interviewer or invitation has a partial response. */
    async campaignsWithPartial(ownerId: string): Promise<Set<string>> {
      const result = await db.query<{ campaign_id: string }>(
        `SELECT DISTINCT campaign_id FROM responses WHERE status = 'partial' AND deleted_at IS NULL
           AND (user_id = $1 OR interviewer_id = $1 OR invitation_id = $1)`,
        [ownerId],
      );
      return new Set(result.rows.map((row) => row.campaign_id));
    },

    /** Whether an invitation of this campaign went to a respondent with this e-mail (not opted out). */
    async isInvited(campaignId: string, email: string): Promise<boolean> {
      const result = await db.query(
        `SELECT 1 FROM invitations i JOIN respondents p ON p.id = i.respondent_id
         WHERE i.campaign_id = $1 AND lower(p.email) = lower($2) AND NOT p.opted_out LIMIT 1`,
        [campaignId, email],
      );
      return result.rowCount > 0;
    },

    /**
     * Responses of an invited respondent that lost their invitation link: migration 0011 detached the second
     * and later responses of an invitation reused before the unique index, so they may still count twice.
     */
    async detachedInvitationResponses() {
      const result = await db.query<{
        id: string;
        campaign_name: string;
        respondent_name: string;
        status: string;
      }>(
        `SELECT r.id, c.name AS campaign_name, p.name AS respondent_name, r.status FROM responses r
         JOIN campaigns c ON c.id = r.campaign_id JOIN respondents p ON p.id = r.respondent_id
         WHERE r.invitation_id IS NULL AND r.user_id IS NULL AND NOT r.is_interview AND r.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM invitations i WHERE i.campaign_id = r.campaign_id AND i.respondent_id = r.respondent_id)
         ORDER BY c.name, r.started_at`,
      );
      return result.rows;
    },

    /** A version of this questionnaire only (an off-line interview names the version it was answered on). */
    async versionOfSurvey(id: string, surveyId: string) {
      const result = await db.query<{ id: string; version: number; schema: unknown }>(
        'SELECT id, version, schema FROM survey_versions WHERE id = $1 AND survey_id = $2',
        [id, surveyId],
      );
      return result.rows[0] ?? null;
    },

    async versionById(id: string) {
      const result = await db.query<{ id: string; version: number; schema: unknown }>(
        'SELECT id, version, schema FROM survey_versions WHERE id = $1',
        [id],
      );
      return result.rows[0] ?? null;
    },
  };
}
