import type { Db } from '../../db/connection';
import { createAggregatesRepository } from './aggregates.repository';
import { trackResponse } from './track';

const BATCH = 500;

/**
 * Counts every response the dashboard counters have never seen (written before migration 0005 or by a
 * seed). Run at start; a response once tracked is never counted twice, so it is a no-op afterwards.
 */
export async function backfillDashboards(db: Db): Promise<number> {
  const repo = createAggregatesRepository(db);
  let counted = 0;
  for (;;) {
    const ids = await repo.untrackedResponseIds(BATCH);
    for (const id of ids) await db.transaction((tx) => trackResponse(db, tx, id));
    counted += ids.length;
    if (ids.length < BATCH) return counted;
  }
}
