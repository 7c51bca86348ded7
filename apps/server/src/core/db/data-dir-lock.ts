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

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, startedAt: String(owner.startedAt) } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder for this process: a lock file created atomically (a hard link of a file naming this pid,
 * which fails if one exists). A lock left by a process that died (even by SIGKILL) is detected as stale and
 * taken over; a live owner makes this throw DataDirLockedError.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  await mkdir(path.dirname(dir), { recursive: true });
  const file = `${dir}.lock`;
  const mine: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
        heldHere.add(file);
        return {
          file,
          release: () => {
            heldHere.delete(file);
            // Only our own lock: after a takeover the file may name another process.
            if (readOwner(file)?.startedAt === mine.startedAt && readOwner(file)?.pid === mine.pid)
              unlinkSync(file);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner && isHeldByOther(owner, file)) throw new DataDirLockedError(dir, owner.pid);
      // Stale (or unreadable half-written) lock: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed it first; the next link decides.
      }
    }
    const owner = readOwner(file);
    throw new DataDirLockedError(dir, owner?.pid ?? 0);
  } finally {
    unlinkSync(draft);
  }
}
