import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
