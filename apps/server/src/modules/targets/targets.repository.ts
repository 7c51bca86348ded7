import type { TTarget } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export interface TargetRow {
  id: string;
  campaign_id: string;
  name: string;
  condition: string;
  goal: number;
  completes: number;
}

/** The condition's words and problem come from the campaign's questionnaire (targets.service). */
export function toTarget(
  row: TargetRow,
  words: { conditionText: string; conditionProblem: string | null } = {
    conditionText: row.condition,
    conditionProblem: null,
  },
): TTarget {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    name: row.name,
    condition: row.condition,
    ...words,
    goal: row.goal,
    completes: row.completes,
    isFull: row.completes >= row.goal,
  };
}

const COLUMNS = 'id, campaign_id, name, condition, goal, completes';

export function createTargetsRepository(db: Queryable) {
  return {
    async listByCampaigns(campaignIds: string[], tx: Queryable = db): Promise<TargetRow[]> {
      const result = await tx.query<TargetRow>(
        `SELECT ${COLUMNS} FROM targets WHERE campaign_id = ANY($1::uuid[]) ORDER BY created_at, name, id`,
        [campaignIds],
      );
      return result.rows;
    },

    async insert(
      campaignId: string,
      target: { name: string; condition: string; goal: number },
      tx: Queryable = db,
    ) {
      const result = await tx.query<TargetRow>(
        `INSERT INTO targets (campaign_id, name, condition, goal) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [campaignId, target.name, target.condition, target.goal],
      );
      return result.rows[0] as TargetRow;
    },

    async update(
      campaignId: string,
      id: string,
      changes: { name?: string; condition?: string; goal?: number },
    ) {
      // The goal check sits in the UPDATE itself: a complete counted meanwhile is seen under the row lock.
      const result = await db.query<TargetRow>(
        `UPDATE targets SET name = COALESCE($3, name), condition = COALESCE($4, condition),
           goal = COALESCE($5, goal) WHERE campaign_id = $1 AND id = $2 AND ($5::int IS NULL OR $5 >= completes)
         RETURNING ${COLUMNS}`,
        [campaignId, id, changes.name ?? null, changes.condition ?? null, changes.goal ?? null],
      );
      return result.rows[0] ?? null;
    },

    async findOne(campaignId: string, id: string): Promise<TargetRow | null> {
      const result = await db.query<TargetRow>(
        `SELECT ${COLUMNS} FROM targets WHERE campaign_id = $1 AND id = $2`,
        [campaignId, id],
      );
      return result.rows[0] ?? null;
    },

    /** The latest published version of each campaign's questionnaire (what its responses answer now). */
    async latestVersionIds(campaignIds: string[]): Promise<{ campaign_id: string; version_id: string }[]> {
      const result = await db.query<{ campaign_id: string; version_id: string }>(
        `SELECT c.id AS campaign_id, v.id AS version_id FROM campaigns c
         JOIN LATERAL (SELECT id FROM survey_versions WHERE survey_id = c.survey_id
                       ORDER BY version DESC LIMIT 1) v ON true
         WHERE c.id = ANY($1::uuid[])`,
        [campaignIds],
      );
      return result.rows;
    },

    async versionSchemas(versionIds: string[]): Promise<{ id: string; schema: unknown }[]> {
      if (versionIds.length === 0) return [];
      const result = await db.query<{ id: string; schema: unknown }>(
        'SELECT id, schema FROM survey_versions WHERE id = ANY($1::uuid[])',
        [versionIds],
      );
      return result.rows;
    },

    /** Every target with a condition, with its campaign (the startup check reads them all). */
    async listWithConditions(): Promise<(TargetRow & { campaign_name: string })[]> {
      const result = await db.query<TargetRow & { campaign_name: string }>(
        `SELECT t.id, t.campaign_id, t.name, t.condition, t.goal, t.completes, c.name AS campaign_name
         FROM targets t JOIN campaigns c ON c.id = t.campaign_id WHERE t.condition <> '' ORDER BY c.created_at, t.name`,
      );
      return result.rows;
    },

    async remove(campaignId: string, id: string): Promise<boolean> {
      const result = await db.query('DELETE FROM targets WHERE campaign_id = $1 AND id = $2', [
        campaignId,
        id,
      ]);
      return result.rowCount > 0;
    },

    /**
     * Locks the given targets (in id order, so concurrent submits never deadlock) and reads their counts
     * as committed by whoever held the lock before.
     */
    async lockForCounting(ids: string[], tx: Queryable): Promise<TargetRow[]> {
      if (ids.length === 0) return [];
      const result = await tx.query<TargetRow>(
        `SELECT ${COLUMNS} FROM targets WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
        [ids],
      );
      return result.rows;
    },

    async addCompletes(ids: string[], delta: 1 | -1, tx: Queryable): Promise<void> {
      if (ids.length === 0) return;
      await tx.query(
        'UPDATE targets SET completes = GREATEST(completes + $2, 0) WHERE id = ANY($1::uuid[])',
        [ids, delta],
      );
    },
  };
}

export type TargetsRepository = ReturnType<typeof createTargetsRepository>;
