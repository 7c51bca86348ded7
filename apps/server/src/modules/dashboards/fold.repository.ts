import type { Queryable } from '../../db/connection';
import type { FactsRow } from './aggregates.repository';
import type { Entries } from './contributions';

export interface ClaimedChange {
  response_id: string;
  campaign_id: string;
  changed_at: Date | string;
}

const FACTS = `SELECT id, campaign_id, survey_version_id, status, answers, current_page, target_ids, started_at,
  completed_at, duration_seconds, is_interview, interviewer_id, deleted_at FROM responses`;

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

    /** Takes the oldest changes no other folder holds (SKIP LOCKED: several processes fold side by side). */
    async claim(limit: number, tx: Queryable): Promise<ClaimedChange[]> {
      const result = await tx.query<ClaimedChange>(
        `DELETE FROM dash_changes WHERE id IN (
           SELECT id FROM dash_changes ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING response_id, campaign_id, changed_at`,
        [limit],
      );
      return result.rows;
    },

    /**
     * Locks (creating where missing) the responses' contribution rows in id order and returns what each
     * counted so far; ids must be sorted, so two folders never wait on each other in a cycle.
     */
    async lockStates(ids: string[], tx: Queryable): Promise<Map<string, Entries>> {
      await tx.query(
        `INSERT INTO dash_response_state (response_id, campaign_id)
         SELECT id, campaign_id FROM responses WHERE id = ANY($1::uuid[]) ORDER BY id
         ON CONFLICT (response_id) DO NOTHING`,
        [ids],
      );
      const result = await tx.query<{ response_id: string; entries: Entries }>(
        `SELECT response_id, entries FROM dash_response_state WHERE response_id = ANY($1::uuid[])
          ORDER BY response_id FOR UPDATE`,
        [ids],
      );
      return new Map(result.rows.map((row) => [row.response_id, row.entries]));
    },

    /** The responses as they are now (read after their state rows are locked). */
    async facts(ids: string[], tx: Queryable): Promise<FactsRow[]> {
      return (await tx.query<FactsRow>(`${FACTS} WHERE id = ANY($1::uuid[])`, [ids])).rows;
    },

    async saveStates(states: Map<string, Entries>, tx: Queryable): Promise<void> {
      if (states.size === 0) return;
      await tx.query(
        `UPDATE dash_response_state s SET entries = d.entries::jsonb
           FROM unnest($1::uuid[], $2::text[]) AS d (id, entries) WHERE s.response_id = d.id`,
        [[...states.keys()], [...states.values()].map((entries) => JSON.stringify(entries))],
      );
    },
  };
}
