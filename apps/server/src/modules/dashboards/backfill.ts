import type { Db } from '../../core/db/connection';
import { foldAll } from './fold';
import { createFoldRepository } from './fold.repository';

/**
 * Counts every response the dashboard counters have never seen (written before migration 0005 or by a
 * seed) and whatever the change log still holds (a process stopped before folding it). Run at start; a
 * response once counted is not logged again, so it is a no-op afterwards. Returns the responses folded.
 */
export async function backfillDashboards(db: Db): Promise<number> {
  await createFoldRepository(db).markUncounted();
  return foldAll(db);
}
