import type { TCampaignMode } from '@pesquisemais/shared';
import type { Queryable } from '../../db/connection';

export interface OpenCampaignRow {
  campaign_id: string;
  campaign_name: string;
  mode: TCampaignMode;
  closes_at: Date | string | null;
  survey_id: string;
  survey_title: string;
}

export function createPlayRepository(db: Queryable) {
  return {
    /** Campaigns taking responses now in one of these modes (optionally only one campaign). */
    async listOpen(modes: TCampaignMode[], onlyCampaignId: string | null, limit: number, offset: number) {
      const where = `WHERE c.status = 'fielding' AND (c.opens_at IS NULL OR c.opens_at <= now())
        AND (c.closes_at IS NULL OR c.closes_at > now()) AND c.mode = ANY($1::text[])
        AND ($2::uuid IS NULL OR c.id = $2)`;
      const [rows, total] = await Promise.all([
        db.query<OpenCampaignRow>(
          `SELECT c.id AS campaign_id, c.name AS campaign_name, c.mode, c.closes_at, s.id AS survey_id,
             s.title AS survey_title FROM campaigns c JOIN surveys s ON s.id = c.survey_id ${where}
           ORDER BY c.created_at DESC, c.id LIMIT $3 OFFSET $4`,
          [modes, onlyCampaignId, limit, offset],
        ),
        db.query<{ total: string }>(`SELECT count(*)::text AS total FROM campaigns c ${where}`, [
          modes,
          onlyCampaignId,
        ]),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
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

    async versionById(id: string) {
      const result = await db.query<{ id: string; version: number; schema: unknown }>(
        'SELECT id, version, schema FROM survey_versions WHERE id = $1',
        [id],
      );
      return result.rows[0] ?? null;
    },
  };
}
