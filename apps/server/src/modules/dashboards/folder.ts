import type { Db } from '../../core/db/connection';
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

interface Folder {
  wanted: boolean;
  closed: boolean;
  lastStart: number;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<unknown> | null;
  sweep: ReturnType<typeof setInterval>;
  log: (error: unknown) => void;
}

/** One folder per database handle (tests run several apps in one process). */
const folders = new WeakMap<Db, Folder>();

function run(db: Db, folder: Folder) {
  folder.wanted = false;
  folder.lastStart = Date.now();
  folder.running = foldAll(db)
    .catch(folder.log)
    .finally(() => {
      folder.running = null;
      if (folder.wanted) schedule(db, folder);
    });
}

function schedule(db: Db, folder: Folder) {
  folder.wanted = true;
  if (folder.closed || folder.timer || folder.running) return;
  const wait = Math.max(GATHER_MS, folder.lastStart + INTERVAL_MS - Date.now());
  folder.timer = setTimeout(() => {
    folder.timer = null;
    run(db, folder);
  }, wait);
}

/** Starts folding the dashboard change log of this database in the background. */
export function startFolder(db: Db, log: (error: unknown) => void): void {
  if (folders.has(db)) return;
  const sweep = setInterval(() => {
    void createFoldRepository(db)
      .hasChanges()
      .then((has) => has && foldSoon(db))
      .catch(log);
  }, SWEEP_MS);
  sweep.unref();
  folders.set(db, { wanted: false, closed: false, lastStart: 0, timer: null, running: null, sweep, log });
}

/** Asks for a fold soon (no-op where no folder runs: the next start or flush folds the log). */
export function foldSoon(db: Db): void {
  const folder = folders.get(db);
  if (folder) schedule(db, folder);
}

/**
 * Folds everything logged so far, now (dashboard reads, reports, tests, start-up). Changes another folder
 * (another process, another handle) holds are waited for, so a read after this sees every change committed
 * before it started; changes logged meanwhile are left to the folders.
 */
export async function flushDashboards(db: Db): Promise<number> {
  const running = folders.get(db)?.running;
  if (running) await running;
  const log = createFoldRepository(db);
  const upTo = await log.lastChangeId();
  if (upTo === null) return 0;
  let folded = 0;
  for (let wait = 0; ; wait += FLUSH_POLL_MS) {
    folded += await foldAll(db);
    if (!(await log.hasChangesUpTo(upTo)) || wait >= FLUSH_WAIT_MS) return folded;
    await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
  }
}

export async function stopFolder(db: Db): Promise<void> {
  const folder = folders.get(db);
  if (!folder) return;
  folder.closed = true;
  clearInterval(folder.sweep);
  if (folder.timer) clearTimeout(folder.timer);
  if (folder.running) await folder.running;
  folders.delete(db);
}
