import type { Queryable } from '../../core/db/connection';
import type { FactsRow } from './aggregates.repository';
import type { Entries } from './contributions';

/** A changed response as it is now, what it counted so far, and the name the dashboards show. */
export type FoldFacts = FactsRow & { entries: Entries; respondent_name: string | null };

export interface ClaimedChange {
  response_id: string;
  campaign_id: string;
  changed_at: Date | string;
}

const FACT_COLUMNS = `r.id, r.campaign_id, r.survey_version_id, r.status, r.answers, r.current_page, r.target_ids,
  r.started_at, r.completed_at, r.duration_seconds, r.is_interview, r.interviewer_id, r.deleted_at`;

/** SQL of the dashboard change log (migration 0009) and of folding it into the counters. */
export function createFoldRepository(db: Queryable) {
  return {
    /** Appends "this response changed" (one INSERT; the submit path writes it in its own statement). */
    async markChanged(responseId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'INSERT INTO dash_changes (response_id, campaign_id) SELECT id, campaign_id FROM responses WHERE id = $1',
        [responseId],
      );
    },

    /** Responses never counted and not waiting in the log (rows older than the counters, seeds). */
    async markUncounted(): Promise<number> {
      const result = await db.query(
        `INSERT INTO dash_changes (response_id, campaign_id)
         SELECT r.id, r.campaign_id FROM responses r
          WHERE NOT EXISTS (SELECT 1 FROM dash_response_state s WHERE s.response_id = r.id)
            AND NOT EXISTS (SELECT 1 FROM dash_changes c WHERE c.response_id = r.id)`,
      );
      return result.rowCount;
    },

    async hasChanges(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM dash_changes LIMIT 1')).rows.length > 0;
    },

    /** The newest change logged so far (null: none waits). */
    async lastChangeId(): Promise<string | null> {
      const result = await db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM dash_changes');
      return result.rows[0]?.id ?? null;
    },

    /** True while a change logged at or before `id` is still waiting (perhaps held by another folder). */
    async hasChangesUpTo(id: string): Promise<boolean> {
      const result = await db.query('SELECT 1 FROM dash_changes WHERE id <= $1::bigint LIMIT 1', [id]);
      return result.rows.length > 0;
    },

    /**
     * Takes the oldest changes no other folder holds (SKIP LOCKED: several processes fold side by side)
     * and creates the contribution rows their responses lack, in one statement.
     */
    async claim(limit: number, tx: Queryable): Promise<ClaimedChange[]> {
      const result = await tx.query<ClaimedChange>(
        `WITH claimed AS (
           DELETE FROM dash_changes WHERE id IN (
             SELECT id FROM dash_changes ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING response_id, campaign_id, changed_at),
         created AS (
           INSERT INTO dash_response_state (response_id, campaign_id)
           SELECT DISTINCT r.id, r.campaign_id FROM claimed c JOIN responses r ON r.id = c.response_id
           ORDER BY r.id ON CONFLICT (response_id) DO NOTHING)
         SELECT response_id, campaign_id, changed_at FROM claimed`,
        [limit],
      );
      return result.rows;
    },

    /**
     * Locks the responses' contribution rows in id order (ids sorted: two folders never wait on each
     * other in a cycle) and reads each response as it is now beside what it counted so far.
     */
    async lockWithFacts(ids: string[], tx: Queryable): Promise<FoldFacts[]> {
      const result = await tx.query<FoldFacts>(
        `SELECT ${FACT_COLUMNS}, s.entries, COALESCE(r.respondent_name, rp.name, u.display_name) AS respondent_name
           FROM dash_response_state s JOIN responses r ON r.id = s.response_id
           LEFT JOIN respondents rp ON rp.id = r.respondent_id LEFT JOIN users u ON u.id = r.user_id
          WHERE s.response_id = ANY($1::uuid[]) ORDER BY s.response_id FOR UPDATE OF s`,
        [ids],
      );
      return result.rows;
    },

    async saveStates(states: Map<string, Entries>, tx: Queryable): Promise<void> {
      if (states.size === 0) return;
      // One JSON object of id → entries: a text[] of JSON texts costs the driver an escape of every character.
      await tx.query(
        `UPDATE dash_response_state s SET entries = d.value
           FROM jsonb_each($1::jsonb) AS d WHERE s.response_id = d.key::uuid`,
        [JSON.stringify(Object.fromEntries(states))],
      );
    },
  };
}
