import type { TCampaignMode, TCampaignStatus, TTableFilter } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { type FilterColumn, filterCondition, likePattern, type PageWindow, selectPage } from '../../lib/sql';

export interface CampaignRow {
  id: string;
  survey_id: string;
  survey_title: string;
  name: string;
  mode: TCampaignMode;
  status: TCampaignStatus;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  share_token: string;
  is_open_to_panel: boolean;
  one_response_per_user: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  n_partial: number;
  n_complete: number;
  n_screened_out: number;
  n_over_quota: number;
}

export interface CampaignFields {
  name?: string;
  mode?: TCampaignMode;
  opensAt?: string | null;
  closesAt?: string | null;
  isOpenToPanel?: boolean;
  oneResponsePerUser?: boolean;
}

const SELECT = `SELECT c.id, c.survey_id, s.title AS survey_title, c.name, c.mode, c.status, c.opens_at,
  c.closes_at, c.share_token, c.is_open_to_panel, c.one_response_per_user, c.created_at, c.updated_at, k.n_partial, k.n_complete, k.n_screened_out,
  k.n_over_quota
  FROM campaigns c JOIN surveys s ON s.id = c.survey_id
  LEFT JOIN LATERAL (SELECT
    COALESCE(sum(d.n) FILTER (WHERE d.k1 = 'partial'), 0)::int AS n_partial,
    COALESCE(sum(d.n) FILTER (WHERE d.k1 = 'complete'), 0)::int AS n_complete,
    COALESCE(sum(d.n) FILTER (WHERE d.k1 = 'screened_out'), 0)::int AS n_screened_out,
    COALESCE(sum(d.n) FILTER (WHERE d.k1 = 'over_quota'), 0)::int AS n_over_quota
    FROM dash_counters d WHERE d.campaign_id = c.id AND d.scope = '' AND d.metric = 'status') k ON true`;

/** The allow-list of the list's table filter (CAMPAIGN_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  name: { type: 'text', sql: 'c.name' },
  survey: { type: 'text', sql: 's.title' },
  complete: { type: 'number', sql: 'k.n_complete' },
};

export function createCampaignsRepository(db: Queryable) {
  return {
    async insert(
      campaign: Required<Omit<CampaignFields, 'isOpenToPanel' | 'oneResponsePerUser'>> &
        Pick<CampaignFields, 'isOpenToPanel' | 'oneResponsePerUser'> & {
          surveyId: string;
          shareToken: string;
          createdBy: string | null;
        },
      tx: Queryable = db,
    ): Promise<CampaignRow> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO campaigns (survey_id, name, mode, opens_at, closes_at, share_token, created_by,
           is_open_to_panel, one_response_per_user)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          campaign.surveyId,
          campaign.name,
          campaign.mode,
          campaign.opensAt,
          campaign.closesAt,
          campaign.shareToken,
          campaign.createdBy,
          campaign.isOpenToPanel ?? false,
          campaign.oneResponsePerUser ?? true,
        ],
      );
      return (await this.findById((result.rows[0] as { id: string }).id, tx)) as CampaignRow;
    },

    async findById(id: string, tx: Queryable = db): Promise<CampaignRow | null> {
      const result = await tx.query<CampaignRow>(`${SELECT} WHERE c.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    async idByShareToken(token: string): Promise<string | null> {
      const result = await db.query<{ id: string }>('SELECT id FROM campaigns WHERE share_token = $1', [
        token,
      ]);
      return result.rows[0]?.id ?? null;
    },

    async findIdByName(name: string): Promise<string | null> {
      const result = await db.query<{ id: string }>('SELECT id FROM campaigns WHERE name = $1', [name]);
      return result.rows[0]?.id ?? null;
    },

    async list(
      filter: PageWindow & {
        surveyId?: string;
        status?: TCampaignStatus;
        q?: string;
        tableFilter?: TTableFilter | null;
      },
    ) {
      const column = filterCondition(filter.tableFilter ?? null, FILTER_COLUMNS, 4);
      const where = `WHERE ($1::uuid IS NULL OR c.survey_id = $1) AND ($2::text IS NULL OR c.status = $2)
        AND ($3::text IS NULL OR c.name ILIKE $3) AND ${column.sql}`;
      const params = [
        filter.surveyId ?? null,
        filter.status ?? null,
        likePattern(filter.q),
        ...column.params,
      ];
      const rows = `${SELECT} ${where} ORDER BY c.created_at DESC, c.id`;
      const count = column.params.length
        ? `SELECT count(*)::text AS total FROM (${SELECT} ${where}) t`
        : `SELECT count(*)::text AS total FROM campaigns c ${where}`;
      return selectPage<CampaignRow>(db, { rows, count }, params, filter);
    },

    async update(id: string, fields: CampaignFields): Promise<CampaignRow | null> {
      await db.query(
        `UPDATE campaigns SET name = COALESCE($2, name), mode = COALESCE($3, mode),
           opens_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE opens_at END,
           closes_at = CASE WHEN $6::boolean THEN $7::timestamptz ELSE closes_at END,
           is_open_to_panel = COALESCE($8, is_open_to_panel),
           one_response_per_user = COALESCE($9, one_response_per_user),
           updated_at = now() WHERE id = $1`,
        [
          id,
          fields.name ?? null,
          fields.mode ?? null,
          fields.opensAt !== undefined,
          fields.opensAt ?? null,
          fields.closesAt !== undefined,
          fields.closesAt ?? null,
          fields.isOpenToPanel ?? null,
          fields.oneResponsePerUser ?? null,
        ],
      );
      return this.findById(id);
    },

    /** Sets `status` only while the campaign is in one of `from`, so two racing changes cannot skip the rule. */
    async setStatus(
      id: string,
      status: TCampaignStatus,
      from: TCampaignStatus[],
    ): Promise<CampaignRow | null> {
      const result = await db.query(
        'UPDATE campaigns SET status = $2, updated_at = now() WHERE id = $1 AND status = ANY($3::text[]) RETURNING id',
        [id, status, from],
      );
      return result.rows.length > 0 ? this.findById(id) : null;
    },

    /**
     * Closes every campaign of a questionnaire that is not closed yet, drafts too, and returns their ids: the one
     * change outside CAMPAIGN_TRANSITIONS, since a closed questionnaire takes no more answers.
     */
    async closeBySurvey(surveyId: string, tx: Queryable = db): Promise<string[]> {
      const result = await tx.query<{ id: string }>(
        `UPDATE campaigns SET status = 'closed', updated_at = now()
          WHERE survey_id = $1 AND status <> 'closed' RETURNING id`,
        [surveyId],
      );
      return result.rows.map((row) => row.id);
    },

    async setShareToken(id: string, token: string): Promise<void> {
      await db.query('UPDATE campaigns SET share_token = $2, updated_at = now() WHERE id = $1', [id, token]);
    },

    /** The latest published version of the campaign's survey (what a new response answers). */
    async latestVersion(campaignId: string, tx: Queryable = db) {
      const result = await tx.query<{ id: string; version: number; schema: unknown }>(
        `SELECT v.id, v.version, v.schema FROM campaigns c
         JOIN survey_versions v ON v.survey_id = c.survey_id
         WHERE c.id = $1 ORDER BY v.version DESC LIMIT 1`,
        [campaignId],
      );
      return result.rows[0] ?? null;
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
