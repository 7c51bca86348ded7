import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app';
import { buildApp } from '../../app';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

function holdInChild(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-dir.ts', dir], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

/** A server process about to start, driven by lines on stdin (test/race-data-dir.ts); `send` answers its reply. */
function starter(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/race-data-dir.ts', dir], {
    cwd: serverRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const replies = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const pending: Array<(line: string) => void> = [];
  replies.on('line', (line) => pending.shift()?.(line));
  const next = () => new Promise<string>((resolve) => pending.push(resolve));
  const ready = next();
  return {
    child,
    ready,
    send(command: string) {
      const reply = next();
      child.stdin?.write(`${command}\n`);
      return reply;
    },
  };
}

describe('one server process per PGlite data folder', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pm-lock-'));
    folders.push(folder);
    return path.join(folder, 'pglite');
  };
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('refuses a second process naming the first, and takes the folder once the first was SIGKILLed', async () => {
    const dir = await newFolder();
    const holder = await holdInChild(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `A pasta de dados ${dir} já está em uso por outro processo do servidor (pid ${holder.pid}). ` +
        'O PGlite embutido aceita um só processo: pare o outro antes de iniciar este, ou use DATABASE_URL ' +
        '(PostgreSQL) para rodar vários processos.',
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lock = await lockDataDir(dir);
    lock.release();
    (await lockDataDir(dir)).release();
  });

  it('takes over a lock naming its own pid that it does not hold (a restarted container has the same pid)', async () => {
    const dir = await newFolder();
    await mkdir(path.dirname(dir), { recursive: true });
    await writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid: process.pid, startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
  });

  it('of several servers starting at once on a stale lock (its owner died), exactly one takes the folder', async () => {
    const dir = await newFolder();
    await mkdir(path.dirname(dir), { recursive: true });
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    const starters = Array.from({ length: 6 }, () => starter(dir));
    try {
      await Promise.all(starters.map((one) => one.ready));
      const ROUNDS = 150;
      const winners: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // The crash left the lock of a process that no longer exists.
        await writeFile(`${dir}.lock`, JSON.stringify({ pid: dead.pid, startedAt: `round ${round}` }));
        const outcomes = await Promise.all(starters.map((one) => one.send('go')));
        winners.push(outcomes.filter((outcome) => outcome === 'won').length);
        expect(
          outcomes.filter((outcome) => outcome !== 'won').every((o) => o === 'refused DataDirLockedError'),
        ).toBe(true);
        await Promise.all(starters.map((one) => one.send('release')));
      }
      expect(winners).toEqual(Array(ROUNDS).fill(1));
    } finally {
      for (const one of starters) one.child.kill('SIGKILL');
    }
  }, 120_000);

  it('takes over when a starter died half-way through a takeover (its marker left beside the stale lock)', async () => {
    const dir = await newFolder();
    await mkdir(path.dirname(dir), { recursive: true });
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    const stale = JSON.stringify({ pid: dead.pid, startedAt: 'crash' });
    await writeFile(`${dir}.lock`, stale);
    const hash = createHash('sha256').update(stale).digest('hex').slice(0, 16);
    await writeFile(`${dir}.lock.takeover-${hash}`, JSON.stringify({ pid: dead.pid, startedAt: 'taker' }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    expect((await readdir(path.dirname(dir))).sort()).toEqual(['pglite.lock']);
    lock.release();
  });

  it('a second app on the same folder does not start; closing the first frees it', async () => {
    const dir = await newFolder();
    const config = testConfig({ database: { kind: 'pglite', dataDir: dir } });
    const first = await buildApp(config);
    const second = await buildApp(config).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(`(pid ${process.pid})`);
    await first.close();
    (await lockDataDir(dir)).release();
  }, 60_000);
});
