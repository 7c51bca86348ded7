import type { Queryable } from '../../core/db/connection';
import { createFoldRepository } from './fold.repository';

/**
 * Logs that a response changed, for the dashboards to count, inside the transaction that changed it: the
 * log commits (or rolls back) with the change, so no change is ever counted twice or lost. The counting
 * itself happens in batches (fold.ts), started by the `response.changed` event the writer publishes after
 * its commit, or by the folder's sweep.
 */
export async function logResponseChange(tx: Queryable, responseId: string): Promise<void> {
  await createFoldRepository(tx).markChanged(responseId, tx);
}

/**
 * The log entry a writer appends in its own statement, from a data-modifying CTE that returns the changed
 * responses' `id, campaign_id` (the submit path's one round trip): the dashboards keep the log's shape.
 */
export function appendResponseChanges(changed: string): string {
  return `INSERT INTO dash_changes (response_id, campaign_id) SELECT id, campaign_id FROM ${changed}`;
}
