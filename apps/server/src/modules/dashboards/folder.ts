import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { foldAll } from './fold';
import { createFoldRepository } from './fold.repository';

/** A change waits this long for others committed beside it, so they fold (and broadcast) together. */
const GATHER_MS = 10;
/** At most one fold starts per interval; at 200 completes a second that is ~10 responses per fold. */
const INTERVAL_MS = 50;
/** A flush waits at most this long for the changes other folders hold (one batch takes far less). */
const FLUSH_WAIT_MS = 2_000;
const FLUSH_POLL_MS = 5;
/** Also folds what other (perhaps stopped) processes logged but did not fold. */
const SWEEP_MS = 2_000;

export interface Folder {
  /** Asks for a fold soon (changes committed beside it fold together). */
  foldSoon(): void;
  /** The fold under way, if any. */
  running(): Promise<unknown> | null;
  stop(): Promise<void>;
}

/**
 * Folds the dashboard change log of one app in the background: soon after each change it is told of,
 * and every SWEEP_MS for what other processes logged. The dashboards module creates one when it registers.
 */
export function startFolder(db: Db, events: EventBus, log: (error: unknown) => void): Folder {
  let wanted = false;
  let closed = false;
  let lastStart = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;

  function run() {
    wanted = false;
    lastStart = Date.now();
    running = foldAll(db, events)
      .catch(log)
      .finally(() => {
        running = null;
        if (wanted) schedule();
      });
  }

  function schedule() {
    wanted = true;
    if (closed || timer || running) return;
    const wait = Math.max(GATHER_MS, lastStart + INTERVAL_MS - Date.now());
    timer = setTimeout(() => {
      timer = null;
      run();
    }, wait);
  }

  const sweep = setInterval(() => {
    void createFoldRepository(db)
      .hasChanges()
      .then((has) => has && schedule())
      .catch(log);
  }, SWEEP_MS);
  sweep.unref();

  return {
    foldSoon: schedule,
    running: () => running,
    async stop() {
      closed = true;
      clearInterval(sweep);
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}

/**
 * Folds everything logged so far, now (dashboard reads, reports, tests). Changes another folder (this
 * app's, another process's) holds are waited for, so a read after this sees every change committed before
 * it started; changes logged meanwhile are left to the folders. Deltas folded here are announced on
 * `events` like the folder's.
 */
export async function flushDashboards(db: Db, events?: EventBus): Promise<number> {
  const log = createFoldRepository(db);
  const upTo = await log.lastChangeId();
  if (upTo === null) return 0;
  let folded = 0;
  for (let wait = 0; ; wait += FLUSH_POLL_MS) {
    folded += await foldAll(db, events);
    if (!(await log.hasChangesUpTo(upTo)) || wait >= FLUSH_WAIT_MS) return folded;
    await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
  }
}
