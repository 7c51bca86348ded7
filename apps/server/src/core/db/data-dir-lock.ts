import { createHash } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  startedAt: string;
}

/** Thrown when another live process holds the folder; its message is shown to whoever starts the server. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `A pasta de dados ${dir} já está em uso por outro processo do servidor (pid ${pid}). ` +
        'O PGlite embutido aceita um só processo: pare o outro antes de iniciar este, ou use DATABASE_URL ' +
        '(PostgreSQL) para rodar vários processos.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Alive and (where /proc exists) still a Node process: a pid reused by something else after a crash does
 * not keep the folder locked.
 */
function isServerAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self')) return true;
  try {
    return /node|tsx|vitest/.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return false;
  }
}

/** Folders this process holds: a lock naming our own pid but not held here is from an earlier life
 * (a container restarted after a crash gets the same pid again). */
const heldHere = new Set<string>();

function isHeldByOther(owner: LockOwner, file: string): boolean {
  if (owner.pid === process.pid) return heldHere.has(file);
  return isServerAlive(owner.pid);
}

function readRaw(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parseOwner(raw: string | null): LockOwner | null {
  try {
    const owner = JSON.parse(raw ?? '') as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, startedAt: String(owner.startedAt) } : null;
  } catch {
    return null;
  }
}

const readOwner = (file: string) => parseOwner(readRaw(file));

/** Deeper than this, a takeover gives up (each level needs a process to die in the middle of the last). */
const MAX_TAKEOVER_DEPTH = 3;

/**
 * Creates `file` as a hard link of `draft` (which names this process), atomically: it fails if the file
 * exists. A file left by a process that is gone is taken over by ONE starter only: takers of the same stale
 * content must first create the marker `<file>.takeover-<hash of that content>` by this same rule (so a
 * taker that died half-way is taken over in turn), recheck under it that the file still holds that content,
 * and only then remove it. Two starters can never both remove a stale lock and each create their own.
 */
function createExclusive(file: string, draft: string, dir: string, depth: number): void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      linkSync(draft, file);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const stale = readRaw(file);
    if (stale === null) continue; // removed meanwhile: the next link decides
    const owner = parseOwner(stale);
    if (owner && isHeldByOther(owner, file)) throw new DataDirLockedError(dir, owner.pid);
    if (depth >= MAX_TAKEOVER_DEPTH) break;
    // Stale (or unreadable) lock: whoever holds the marker for this content may remove it; the others are
    // refused naming that taker, which is about to hold the folder.
    const marker = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
    createExclusive(marker, draft, dir, depth + 1);
    try {
      if (readRaw(file) === stale) unlinkSync(file);
    } finally {
      unlinkSync(marker);
    }
  }
  throw new DataDirLockedError(dir, readOwner(file)?.pid ?? 0);
}

/**
 * Takes the folder for this process: a lock file created atomically (a hard link of a file naming this pid,
 * which fails if one exists). A lock left by a process that died (even by SIGKILL) is detected as stale and
 * taken over by one starter only (see createExclusive); a live owner makes this throw DataDirLockedError.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  await mkdir(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  const mine: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    createExclusive(file, draft, dir, 0);
  } finally {
    unlinkSync(draft);
  }
  heldHere.add(file);
  return {
    file,
    release: () => {
      heldHere.delete(file);
      // Only our own lock: after a takeover the file may name another process.
      const owner = readOwner(file);
      if (owner?.startedAt === mine.startedAt && owner.pid === mine.pid) unlinkSync(file);
    },
  };
}
