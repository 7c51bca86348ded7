import type { TResponseStatus } from '@pesquisemais/shared';
import type { TOfflineDb } from './offline-db';
import type { TStoredInterview } from './offline-types';

/** What one send came to: the server's end of the interview, a refusal with its reason, or no answer. */
export type TSendResult =
  | { kind: 'accepted'; status: TResponseStatus; message: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed' };

export type TSend = (interview: TStoredInterview) => Promise<TSendResult>;

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s ... up to 5 min after the n-th failure in a row. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type TSyncSummary = { sent: number; refused: number; failed: number; waiting: number };

/** The interviews still to send, in the order they were completed. */
export async function queuedInOrder(db: TOfflineDb): Promise<TStoredInterview[]> {
  const all = await db.getAllFromIndex('interviews', 'bySeq');
  // 'enviando' at the start of a sync: a sync killed half-way; its key makes the resend safe.
  return all.filter((item) => item.outbox === 'pendente' || item.outbox === 'enviando');
}

async function update(db: TOfflineDb, id: string, change: Partial<TStoredInterview>) {
  const tx = db.transaction('interviews', 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, ...change });
  await tx.done;
}

function ended(result: Extract<TSendResult, { kind: 'accepted' }>, now: number): Partial<TStoredInterview> {
  // Over quota: the server kept it, but it does not count; the interviewer sees why.
  const isRefused = result.status === 'over_quota';
  return {
    outbox: isRefused ? 'recusada' : 'enviada',
    serverStatus: result.status,
    reason: isRefused ? result.message : null,
    syncedAt: new Date(now).toISOString(),
  };
}

/**
 * Sends the queued interviews one at a time, in order. A send with no answer puts it back with a growing
 * back-off and stops the round, so a later interview never overtakes an earlier one; `force` (the
 * 'Sincronizar' button) ignores the back-off.
 */
export async function syncOutbox(
  db: TOfflineDb,
  send: TSend,
  options: { now?: () => number; force?: boolean } = {},
): Promise<TSyncSummary> {
  const now = options.now ?? Date.now;
  const summary: TSyncSummary = { sent: 0, refused: 0, failed: 0, waiting: 0 };
  const queue = await queuedInOrder(db);
  for (const [index, item] of queue.entries()) {
    if (!options.force && item.nextAttemptAt > now()) {
      summary.waiting = queue.length - index;
      break;
    }
    await update(db, item.id, { outbox: 'enviando' });
    const result = await send(item);
    if (result.kind === 'failed') {
      const attempts = item.attempts + 1;
      await update(db, item.id, { outbox: 'pendente', attempts, nextAttemptAt: now() + backoffMs(attempts) });
      summary.failed += 1;
      summary.waiting = queue.length - index;
      break;
    }
    if (result.kind === 'refused') {
      await update(db, item.id, { outbox: 'recusada', reason: result.reason, attempts: item.attempts + 1 });
      summary.refused += 1;
      continue;
    }
    await update(db, item.id, ended(result, now()));
    if (result.status === 'over_quota') summary.refused += 1;
    else summary.sent += 1;
  }
  return summary;
}
