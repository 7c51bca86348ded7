import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmationToken } from './support/register';
import { SERVER_ENTRY, WEB_DIST } from './support/server-entry';

const ROOT = path.resolve(import.meta.dirname, '..');
let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function spawnServer(port: number, stdio: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio,
    env: {
      ...process.env,
      DATABASE_URL: '',
      WEB_DIST,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
}

async function start(port: number): Promise<ChildProcess> {
  const server = spawnServer(port);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('o servidor não iniciou');
}

function stop(server: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    server.once('exit', (code) => resolve(code));
    server.kill('SIGTERM');
  });
}

const post = (port: number, url: string, body: object) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the production server on embedded PGlite', () => {
  it('keeps its data across a SIGTERM and a second start, seeding demo users only once', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pm-life-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    let server = await start(port);
    const user = { displayName: 'Persistente', email: 'persiste@exemplo.com.br', password: 'persiste' };
    expect((await post(port, '/api/auth/register', { ...user, consent: true })).status).toBe(200);
    // Without SMTP_URL the confirmation mail is written to DATA_DIR/outbox; its link activates the account.
    const link = await confirmationToken(user.email, path.join(dataDir, 'outbox'));
    expect((await post(port, '/api/auth/register/confirm', { token: link })).status).toBe(200);
    expect(await stop(server)).toBe(0);

    server = await start(port);
    const signIn = await post(port, '/api/auth/signin', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const admin = await post(port, '/api/auth/signin', {
      email: 'admin@pesquisemais.com.br',
      password: 'admin@2026',
    });
    const { access_token: token } = (await admin.json()) as { access_token: string };
    const list = await fetch(`http://127.0.0.1:${port}/api/users?q=pesquisemais.com.br`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await list.json()) as { total: number }).total).toBe(2);
    expect(await stop(server)).toBe(0);
  });
});

describe('one server process per PGlite data folder', () => {
  it('refuses a second server on the same folder naming the first; after a SIGKILL a new one starts', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pm-lock-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const first = await start(port);
    const second = spawnServer(port + 1, 'pipe');
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`já está em uso por outro processo do servidor (pid ${first.pid})`);

    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await killed;
    const third = await start(port);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    expect(await stop(third)).toBe(0);
  });
});
