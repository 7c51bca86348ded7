import { type TOfflineInterviewBody, ZOfflineInterviewResult } from '@pesquisemais/shared';
import { ApiError, apiRequest, getErrorMessage } from '@/lib/api-client';
import { setLastSync } from './interview-store';
import { openOfflineDb } from './offline-db';
import type { TStoredInterview } from './offline-types';
import { syncOutbox, type TSend, type TSyncSummary } from './outbox';

/** Statuses that mean "try again later" rather than "the server refused this interview". */
const RETRYABLE = new Set([0, 401, 408, 425, 429]);

export function toOfflineBody(interview: TStoredInterview): TOfflineInterviewBody {
  return {
    idempotencyKey: interview.id,
    versionId: interview.versionId,
    respondentName: interview.respondentName || undefined,
    answers: interview.answers,
    startedAt: interview.startedAt,
    endedAt: interview.endedAt ?? interview.startedAt,
    location: interview.location ?? undefined,
  };
}

/** POST /api/survey-player/campaigns/:id/offline-interviews, its outcome as the outbox reads it. */
export const sendOfflineInterview: TSend = async (interview) => {
  try {
    const result = await apiRequest(
      `/api/survey-player/campaigns/${encodeURIComponent(interview.campaignId)}/offline-interviews`,
      { method: 'POST', body: toOfflineBody(interview), schema: ZOfflineInterviewResult },
    );
    return { kind: 'accepted', status: result.status, message: result.message };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && !RETRYABLE.has(error.status))
      return { kind: 'refused', reason: getErrorMessage(error) };
    return { kind: 'failed' };
  }
};

type TListener = () => void;
const listeners = new Set<TListener>();

/** Called whenever the device's stored interviews change (a save, a completion, a sync step). */
export function onOfflineChange(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceOfflineChange(): void {
  for (const listener of listeners) listener();
}

const running = new Map<string, Promise<TSyncSummary>>();

/** One sync at a time per account in this tab; the idempotency keys cover two tabs at once. */
export function syncNow(userId: string, force = false): Promise<TSyncSummary> {
  const current = running.get(userId);
  if (current) return current;
  const round = (async () => {
    const db = await openOfflineDb(userId);
    const send: TSend = async (interview) => {
      announceOfflineChange();
      const result = await sendOfflineInterview(interview);
      if (result.kind !== 'failed') await setLastSync(db, new Date().toISOString());
      return result;
    };
    try {
      return await syncOutbox(db, send, { force });
    } finally {
      running.delete(userId);
      announceOfflineChange();
    }
  })();
  running.set(userId, round);
  return round;
}

const AUTO_SYNC_MS = 10_000;

/** Syncs when the connection returns and every few seconds while online (the back-off spaces retries). */
export function startAutoSync(userId: string): () => void {
  const run = () => {
    if (navigator.onLine) void syncNow(userId);
  };
  window.addEventListener('online', run);
  const timer = window.setInterval(run, AUTO_SYNC_MS);
  run();
  return () => {
    window.removeEventListener('online', run);
    window.clearInterval(timer);
  };
}
