import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getErrorMessage } from '@/lib/api-client';

export type TSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

export const AUTOSAVE_DELAY_MS = 1000;

type TAutosaveOptions<TDraft> = {
  initialRevision: number;
  /** Sends the draft with the revision it was based on; resolves to the new revision. */
  save: (draft: TDraft, baseRevision: number) => Promise<number>;
  delayMs?: number;
};

/**
 * Debounced save with optimistic concurrency: one request at a time, the latest draft wins,
 * a 409 (or a newer revision seen from another editor) stops saving until the page reloads.
 */
export function useAutosave<TDraft>({
  initialRevision,
  save,
  delayMs = AUTOSAVE_DELAY_MS,
}: TAutosaveOptions<TDraft>) {
  const [status, setStatus] = useState<TSaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const revisionRef = useRef(initialRevision);
  const remoteRevisionRef = useRef(initialRevision);
  const pendingRef = useRef<{ draft: TDraft } | null>(null);
  const isSavingRef = useRef(false);
  const isConflictRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const markConflict = useCallback(() => {
    isConflictRef.current = true;
    pendingRef.current = null;
    setStatus('conflict');
  }, []);

  const flush = useCallback(async () => {
    if (isSavingRef.current || isConflictRef.current || !pendingRef.current) return;
    const { draft } = pendingRef.current;
    pendingRef.current = null;
    isSavingRef.current = true;
    setStatus('saving');
    let hasFailed = false;
    try {
      revisionRef.current = await saveRef.current(draft, revisionRef.current);
      remoteRevisionRef.current = Math.max(remoteRevisionRef.current, revisionRef.current);
      setError(null);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) markConflict();
      hasFailed = true;
      setError(getErrorMessage(caught));
      // Kept for the next change, which sends the newest draft anyway.
      pendingRef.current ??= { draft };
    } finally {
      isSavingRef.current = false;
    }
    if (isConflictRef.current) return;
    if (remoteRevisionRef.current > revisionRef.current) return markConflict();
    if (hasFailed) return setStatus('error');
    if (!pendingRef.current) return setStatus('saved');
    if (!timerRef.current) void flush();
  }, [markConflict]);

  const schedule = useCallback(
    (draft: TDraft) => {
      if (isConflictRef.current) return;
      pendingRef.current = { draft };
      setStatus('pending');
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void flush();
      }, delayMs);
    },
    [delayMs, flush],
  );

  /** A revision announced by the server (socket): newer than ours and not our own save → conflict. */
  const noteRemoteRevision = useCallback(
    (revision: number) => {
      remoteRevisionRef.current = Math.max(remoteRevisionRef.current, revision);
      if (!isSavingRef.current && revision > revisionRef.current) markConflict();
    },
    [markConflict],
  );

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  return { status, error, schedule, noteRemoteRevision, revisionRef };
}
