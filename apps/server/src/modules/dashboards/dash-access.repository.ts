import type { TDashCampaign, TDashTarget } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { type PageWindow, selectPage } from '../../lib/sql';

const CAMPAIGN = `SELECT c.id, c.name, c.status, s.title AS "surveyTitle", c.share_token
  FROM campaigns c JOIN surveys s ON s.id = c.survey_id`;

type CampaignRow = TDashCampaign & { share_token: string };
const strip = ({ share_token: _, ...campaign }: CampaignRow): TDashCampaign => campaign;

/** Light campaign and target reads for dashboards (no response scans). */
export function createDashAccessRepository(db: Queryable) {
  return {
    async campaign(id: string): Promise<TDashCampaign | null> {
      const row = (await db.query<CampaignRow>(`${CAMPAIGN} WHERE c.id = $1`, [id])).rows[0];
      return row ? strip(row) : null;
    },

    async campaigns(window: PageWindow): Promise<{ rows: TDashCampaign[]; total: number }> {
      const { rows, total } = await selectPage<CampaignRow>(
        db,
        {
          rows: `${CAMPAIGN} ORDER BY (c.status = 'fielding') DESC, c.created_at DESC, c.id`,
          count: 'SELECT count(*)::text AS total FROM campaigns',
        },
        [],
        window,
      );
      return { rows: rows.map(strip), total };
    },

    /** The newest published version of the campaign's questionnaire (its questions head the results). */
    async latestVersion(campaignId: string): Promise<{ id: string; schema: unknown } | null> {
      const result = await db.query<{ id: string; schema: unknown }>(
        `SELECT v.id, v.schema FROM survey_versions v JOIN campaigns c ON c.survey_id = v.survey_id
          WHERE c.id = $1 ORDER BY v.version DESC LIMIT 1`,
        [campaignId],
      );
      return result.rows[0] ?? null;
    },

    async targets(campaignId: string): Promise<TDashTarget[]> {
      const result = await db.query<TDashTarget>(
        'SELECT id, name, goal, completes FROM targets WHERE campaign_id = $1 ORDER BY created_at, id',
        [campaignId],
      );
      return result.rows;
    },

    async latest(campaignId: string, limit: number) {
      const result = await db.query<{
        id: string;
        status: string;
        completed_at: Date | string;
        duration_seconds: number | null;
        respondent_name: string | null;
      }>(
        `SELECT r.id, r.status, r.completed_at, r.duration_seconds,
           COALESCE(r.respondent_name, rp.name, u.display_name) AS respondent_name
           FROM responses r LEFT JOIN respondents rp ON rp.id = r.respondent_id
           LEFT JOIN users u ON u.id = r.user_id
          WHERE r.campaign_id = $1 AND r.deleted_at IS NULL AND r.completed_at IS NOT NULL
          ORDER BY r.completed_at DESC LIMIT $2`,
        [campaignId, limit],
      );
      return result.rows.map((row) => ({
        id: row.id,
        status: row.status,
        completedAt: new Date(row.completed_at).toISOString(),
        durationSeconds: row.duration_seconds,
        respondentName: row.respondent_name,
      }));
    },
  };
}
