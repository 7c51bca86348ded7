import { deleteOfflineDb, isOfflineStorageAvailable, offlineDbName, openOfflineDb } from './offline-db';
import { queuedInOrder } from './outbox';
import { syncNow } from './sync-client';

async function hasDatabase(userId: string): Promise<boolean> {
  if (!isOfflineStorageAvailable()) return false;
  // indexedDB.databases() is missing in some browsers: then open it (creating an empty one is harmless).
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((info) => info.name === offlineDbName(userId));
}

/** Completed interviews of this account not yet on the server. */
export async function unsentInterviews(userId: string): Promise<number> {
  if (!(await hasDatabase(userId))) return 0;
  return (await queuedInOrder(await openOfflineDb(userId))).length;
}

/** Tries to send everything now; answers how many are still unsent. */
export async function syncBeforeSignOut(userId: string): Promise<number> {
  await syncNow(userId, true);
  return unsentInterviews(userId);
}

/** Sign-out: nothing this account stored stays on the device. */
export async function clearOfflineData(userId: string): Promise<void> {
  if (await hasDatabase(userId)) await deleteOfflineDb(userId);
}
