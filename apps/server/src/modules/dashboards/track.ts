import type { Db, Queryable } from '../../core/db/connection';
import { createFoldRepository } from './fold.repository';
import { foldSoon } from './folder';
import { emitToCampaign } from './live';

/**
 * Logs that a response changed, for the dashboards to count (call it inside the transaction that changed
 * it), then `publishResponse` after the commit. The counting itself happens in batches (fold.ts).
 */
export async function trackResponse(db: Db, tx: Queryable | null, responseId: string): Promise<void> {
  await createFoldRepository(db).markChanged(responseId, tx ?? db);
  if (!tx) foldSoon(db);
}

/** After a commit that logged changes: this process folds them soon and pushes `syncdashs`. */
export function publishResponse(db: Db): void {
  foldSoon(db);
}

/** A campaign changed state (status, dates): its dashboards refresh the header. */
export function publishCampaign(db: Db, campaignId: string): void {
  void emitToCampaign(db, campaignId, { kind: 'campaign', at: new Date().toISOString() });
}
