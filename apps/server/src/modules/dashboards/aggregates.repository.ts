import type { Queryable } from '../../core/db/connection';
import type { Entries, ResponseFacts } from './contributions';
import { SEP } from './contributions';

export interface CounterRow {
  scope: string;
  metric: string;
  k1: string;
  k2: string;
  n: number;
  s: number;
}

export interface FactsRow extends ResponseFacts {
  id: string;
  survey_version_id: string;
}

const FACTS = `SELECT id, campaign_id, survey_version_id, status, answers, current_page, target_ids, started_at,
  completed_at, duration_seconds, is_interview, interviewer_id, deleted_at FROM responses`;

/** Shards per counter: concurrent responses of one campaign rarely wait on the same row. */
export const COUNTER_SHARDS = 16;

const toCounter = (row: CounterRow): CounterRow => ({ ...row, n: Number(row.n), s: Number(row.s) });

/** SQL of the dashboard counters and of each response's last counted contribution. */
export function createAggregatesRepository(db: Queryable) {
  return {
    /** Locks (creating if needed) the response's contribution row and returns what it counted so far. */
    async lockState(responseId: string, tx: Queryable): Promise<Entries> {
      await tx.query(
        `INSERT INTO dash_response_state (response_id, campaign_id)
         SELECT id, campaign_id FROM responses WHERE id = $1 ON CONFLICT (response_id) DO NOTHING`,
        [responseId],
      );
      const result = await tx.query<{ entries: Entries }>(
        'SELECT entries FROM dash_response_state WHERE response_id = $1 FOR UPDATE',
        [responseId],
      );
      return result.rows[0]?.entries ?? {};
    },

    async saveState(responseId: string, entries: Entries, tx: Queryable): Promise<void> {
      await tx.query('UPDATE dash_response_state SET entries = $2::jsonb WHERE response_id = $1', [
        responseId,
        JSON.stringify(entries),
      ]);
    },

    async facts(responseId: string, tx: Queryable = db): Promise<FactsRow | null> {
      const result = await tx.query<FactsRow>(`${FACTS} WHERE id = $1`, [responseId]);
      return result.rows[0] ?? null;
    },

    /** Complete responses of a campaign in keyset pages (recounts and narrow filters). */
    async completeFacts(
      campaignId: string,
      filter: { targetId?: string; from?: string; to?: string },
      afterId: string | null,
      limit: number,
    ): Promise<FactsRow[]> {
      const result = await db.query<FactsRow>(
        `${FACTS} WHERE campaign_id = $1 AND deleted_at IS NULL AND status = 'complete'
           AND ($2::uuid IS NULL OR $2::uuid = ANY (target_ids))
           AND ($3::timestamptz IS NULL OR completed_at >= $3) AND ($4::timestamptz IS NULL OR completed_at < $4)
           AND ($5::uuid IS NULL OR id > $5) ORDER BY id LIMIT $6`,
        [campaignId, filter.targetId ?? null, filter.from ?? null, filter.to ?? null, afterId, limit],
      );
      return result.rows;
    },

    /** Responses never counted (rows from before the dashboards migration, or written by a seed). */
    async untrackedResponseIds(limit: number): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        `SELECT r.id FROM responses r LEFT JOIN dash_response_state s ON s.response_id = r.id
          WHERE s.response_id IS NULL ORDER BY r.id LIMIT $1`,
        [limit],
      );
      return result.rows.map((row) => row.id);
    },

    async allFacts(campaignId: string): Promise<FactsRow[]> {
      return (await db.query<FactsRow>(`${FACTS} WHERE campaign_id = $1`, [campaignId])).rows;
    },

    async schemaOf(versionId: string, tx: Queryable = db): Promise<unknown> {
      const result = await tx.query<{ schema: unknown }>('SELECT schema FROM survey_versions WHERE id = $1', [
        versionId,
      ]);
      return result.rows[0]?.schema ?? null;
    },

    /** Adds a delta in one statement, rows in key order (so concurrent writers lock in the same order). */
    async apply(campaignId: string, delta: Entries, tx: Queryable): Promise<void> {
      const keys = Object.keys(delta).sort();
      if (keys.length === 0) return;
      const parts = keys.map((key) => key.split(SEP));
      await tx.query(
        `INSERT INTO dash_counters (campaign_id, scope, metric, k1, k2, n, s, shard)
         SELECT $1, scope, metric, k1, k2, n, s, $8
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::float8[])
             AS d (scope, metric, k1, k2, n, s)
         ON CONFLICT (campaign_id, scope, metric, k1, k2, shard)
         DO UPDATE SET n = dash_counters.n + EXCLUDED.n, s = dash_counters.s + EXCLUDED.s`,
        [
          campaignId,
          parts.map((p) => p[0] ?? ''),
          parts.map((p) => p[1] ?? ''),
          parts.map((p) => p[2] ?? ''),
          parts.map((p) => p[3] ?? ''),
          keys.map((key) => (delta[key] as [number, number])[0]),
          keys.map((key) => (delta[key] as [number, number])[1]),
          Math.floor(Math.random() * COUNTER_SHARDS),
        ],
      );
    },

    /** Counters of some metrics in one scope (rows with n = 0 left out). */
    async counters(campaignId: string, scope: string, metrics: string[]): Promise<CounterRow[]> {
      const result = await db.query<CounterRow>(
        `SELECT scope, metric, k1, k2, sum(n) AS n, sum(s) AS s FROM dash_counters
          WHERE campaign_id = $1 AND scope = $2 AND metric = ANY ($3::text[])
          GROUP BY scope, metric, k1, k2 HAVING sum(n) <> 0`,
        [campaignId, scope, metrics],
      );
      return result.rows.map(toCounter);
    },

    /** Per-question counters summed over a range of day scopes (inclusive, YYYY-MM-DD). */
    async dayRange(campaignId: string, from: string, to: string, metrics: string[]): Promise<CounterRow[]> {
      const result = await db.query<CounterRow>(
        `SELECT '' AS scope, metric, k1, k2, sum(n) AS n, sum(s) AS s FROM dash_counters
          WHERE campaign_id = $1 AND scope >= $2 AND scope <= $3 AND metric = ANY ($4::text[])
          GROUP BY metric, k1, k2 HAVING sum(n) <> 0`,
        [campaignId, `d:${from}`, `d:${to}`, metrics],
      );
      return result.rows.map(toCounter);
    },

    /** Every non-zero counter of a campaign (recount checks). */
    async allCounters(campaignId: string): Promise<CounterRow[]> {
      const result = await db.query<CounterRow>(
        `SELECT scope, metric, k1, k2, sum(n) AS n, sum(s) AS s FROM dash_counters WHERE campaign_id = $1
          GROUP BY scope, metric, k1, k2 HAVING sum(n) <> 0`,
        [campaignId],
      );
      return result.rows.map(toCounter);
    },

    /** Interviewer counters of every campaign (or one), joined with the interviewers' names. */
    async interviewerCounters(campaignId: string | null): Promise<(CounterRow & { name: string | null })[]> {
      const result = await db.query<CounterRow & { name: string | null }>(
        `SELECT c.metric, c.k1, c.k2, sum(c.n) AS n, sum(c.s) AS s, u.display_name AS name
           FROM dash_counters c LEFT JOIN users u ON u.id::text = c.k1
          WHERE c.scope = '' AND c.metric IN ('iv', 'ivdur') AND ($1::uuid IS NULL OR c.campaign_id = $1)
          GROUP BY c.metric, c.k1, c.k2, u.display_name HAVING sum(c.n) <> 0`,
        [campaignId],
      );
      return result.rows.map((row) => ({ ...row, n: Number(row.n), s: Number(row.s), scope: '' }));
    },
  };
}
export type AggregatesRepository = ReturnType<typeof createAggregatesRepository>;
