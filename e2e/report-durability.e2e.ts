import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from '../apps/server/src/core/db/connection';
import { SERVER_ENTRY, WEB_DIST } from './support/server-entry';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Enough complete responses that the CSV job runs for seconds: long enough to be killed midway. */
const EXTRA_RESPONSES = 60_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Direct SQL on the server's database (PGlite: only while no server holds it). */
type Sql = <T>(text: string, values?: unknown[]) => Promise<T[]>;
interface Backend {
  name: string;
  env: Record<string, string>;
  withSql<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pm-kill-'));
  return {
    name: 'PGlite',
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    async withSql(work) {
      const lite = await createPglite(path.join(dataDir, 'pglite'));
      try {
        return await work(async (text, values) => (await lite.query(text, values)).rows as never);
      } finally {
        await lite.close();
      }
    },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresBackend(): Promise<Backend> {
  const name = `pm_kill_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pm-kill-pg-'));
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async withSql(work) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await work(async (text, values) => (await client.query(text, values)).rows as never);
      } finally {
        await client.end();
      }
    },
    async cleanup() {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function start(backend: Backend, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: process.env.E2E_KILL_VERBOSE ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      ...backend.env,
      WEB_DIST,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEMO_ADMIN_PASSWORD: 'admin-kill-2026',
      // A dead process's job is found after 3 silent beats and retried after 1 s.
      QUEUE_HEARTBEAT_SECONDS: '1',
      QUEUE_RETRY_DELAY_SECONDS: '1',
    },
  });
  // A start after a SIGKILL recovers the database first (PGlite replays its log in WebAssembly: slow).
  const began = Date.now();
  const deadline = began + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor saiu com código ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        if (process.env.E2E_KILL_VERBOSE) console.log(`started in ${Date.now() - began} ms`);
        return server;
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('o servidor não iniciou');
}

function stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

const api = (port: number, token: string) => async (url: string, body?: object) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, text: await res.text() };
};

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@pesquisemais.com.br', password: 'admin-kill-2026' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const servers: ChildProcess[] = [];
const backends: Backend[] = [];
afterAll(async () => {
  for (const server of servers) await stop(server, 'SIGKILL');
  for (const backend of backends) await backend.cleanup();
});

describe.each([
  ['PGlite', pgliteBackend],
  ['PostgreSQL', postgresBackend],
])('a report job killed midway (%s)', (_name, makeBackend) => {
  it('is retried after a restart and completes exactly once: one file, every row once', async () => {
    const backend = await makeBackend();
    backends.push(backend);
    const port = 3800 + Math.floor(Math.random() * 90);

    // First start migrates and seeds the demo campaign; then its responses are multiplied in SQL.
    servers.push(await start(backend, port));
    await stop(servers.pop() as ChildProcess, 'SIGTERM');
    const campaignId = await backend.withSql(async (sql) => {
      const [campaign] = await sql<{ id: string }>(
        "SELECT campaign_id AS id FROM responses WHERE status = 'complete' LIMIT 1",
      );
      // Marked as seen by the dashboards (contributing nothing): the CSV reads responses, not counters,
      // and the next start need not fold them all.
      await sql(
        `WITH copies AS (
           INSERT INTO responses (campaign_id, survey_version_id, answers, status, started_at, completed_at,
             resume_token_hash)
           SELECT r.campaign_id, r.survey_version_id, r.answers, 'complete', r.started_at, r.completed_at,
             md5(random()::text || g::text)
             FROM (SELECT * FROM responses WHERE status = 'complete' AND campaign_id = $1 LIMIT 1) r,
                  generate_series(1, $2::int) g
           RETURNING id, campaign_id)
         INSERT INTO dash_response_state (response_id, campaign_id) SELECT id, campaign_id FROM copies`,
        [campaign?.id, EXTRA_RESPONSES],
      );
      return campaign?.id as string;
    });
    const [{ n: completes } = { n: 0 }] = await backend.withSql((sql) =>
      sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM responses WHERE campaign_id = $1 AND status = 'complete' AND deleted_at IS NULL",
        [campaignId],
      ),
    );

    let server = await start(backend, port);
    servers.push(server);
    const token = await signIn(port);
    const call = api(port, token);

    // Killed while the job is writing rows: the job's own progress events (socket.io, room of its creator)
    // tell when, since an API poll may wait behind the job's queries.
    const socket = io(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
    const seen: { id: string; status: string; progress: number }[] = [];
    let reportId = '';
    let onEvent = () => undefined as unknown;
    socket.on('report:progress', (event: { id: string; status: string; progress: number }) => {
      seen.push(event);
      onEvent();
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const created = await call('/api/reports', { campaignId, format: 'csv' });
    expect(created.status).toBe(201);
    reportId = (JSON.parse(created.text) as { id: string }).id;
    const midway = new Promise<number>((resolve, reject) => {
      onEvent = () => {
        const mine = seen.filter((event) => event.id === reportId);
        if (mine.some((event) => event.status === 'done'))
          reject(new Error('o job terminou antes de ser interrompido'));
        const running = mine.find((event) => event.status === 'running' && event.progress >= 10);
        if (running) resolve(running.progress);
      };
      onEvent();
    });
    expect(await midway).toBeLessThan(100);
    await stop(server, 'SIGKILL');
    socket.close();
    servers.pop();

    server = await start(backend, port);
    servers.push(server);
    const again = api(port, await signIn(port));
    let done: { status: string; attempts?: number } = { status: '' };
    const deadline = Date.now() + 120_000;
    while (done.status !== 'done' && Date.now() < deadline) {
      done = JSON.parse((await again(`/api/reports/${reportId}`)).text);
      expect(done.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(done.status).toBe('done');

    const file = await again(`/api/reports/${reportId}/download`);
    expect(file.status).toBe(200);
    const ids = file.text
      .split('\r\n')
      .slice(1)
      .filter((line) => line.length > 0)
      .map((line) => line.split(';')[0]);
    expect(ids).toHaveLength(completes);
    expect(new Set(ids).size).toBe(completes);
    await stop(server, 'SIGTERM');
    servers.pop();

    const [stored] = await backend.withSql((sql) =>
      sql<{ files: number; attempts: number; status: string }>(
        `SELECT (SELECT count(*)::int FROM report_files WHERE report_id = $1) AS files, attempts, status
           FROM reports WHERE id = $1`,
        [reportId],
      ),
    );
    expect(stored).toEqual({ files: 1, attempts: 2, status: 'done' });
  }, 300_000);
});
