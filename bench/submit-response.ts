// Submitting a complete 20-question response vs a bare route doing one INSERT through the same pool,
// in the same run of the production bundle on PostgreSQL, with autocannon at 100 connections.
//   node --import tsx bench/submit-response.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow CREATE DATABASE;
// BENCH_SECONDS (default 10) is the length of each run; BENCH_QUOTA=none skips the quota count; BENCH_FLOOR=1
// adds a run of the floor route (see submit-response-server.ts); BENCH_MINIFY=false keeps names for profiles;
// BENCH_CASE=pharma submits the corpus' pharma questionnaire instead of the 20 questions; BENCH_DB names the
// database it drops and creates. Each run also prints the statements per request (by text, from a counter in
// the server process) and the event loop's busy time and the server's CPU per request.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { benchCase, countStatuses, seedBench } from './submit-response-fixture';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
const dbName = process.env.BENCH_DB ?? 'pesquisemais_bench_submit';
const bench = benchCase(process.env.BENCH_CASE ?? '20');
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function bundle(): Promise<string> {
  // Inside node_modules/.cache: ignored by git, and the bundle's external imports resolve from there.
  const outDir = path.join(root, 'node_modules/.cache/pesquisemais-bench-submit');
  await mkdir(outDir, { recursive: true });
  const pkg = JSON.parse(await readFile(path.join(root, 'apps/server/package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(root, 'bench/submit-response-server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    minify: process.env.BENCH_MINIFY !== 'false',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies ?? {}),
    absWorkingDir: path.join(root, 'apps/server'),
    logLevel: 'warning',
  });
  await cp(path.join(root, 'apps/server/src/core/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return path.join(outDir, 'server.js');
}

async function freshDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(entry: string, port: number): Promise<ChildProcess> {
  // BENCH_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', go to the server process.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without it (it is the origin of mailed links).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      DATABASE_URL: dbUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('bench-server-ready')) resolve(child);
    });
  });
}

interface ServerStats {
  statements: Record<string, number>;
  activeMs: number;
  cpuMs: number;
}

/** What the server did per successful request of one run: statements (by text), event-loop and CPU time. */
interface PerRequest {
  statements: number;
  byText: [string, number][];
  activeMs: number;
  cpuMs: number;
}

async function serverStats(base: string): Promise<ServerStats> {
  const response = await fetch(`${base}/bench/stats`);
  return (await response.json()) as ServerStats;
}

function perRequest(before: ServerStats, after: ServerStats, requests: number): PerRequest {
  const byText = Object.entries(after.statements)
    .map(([text, n]): [string, number] => [text, (n - (before.statements[text] ?? 0)) / requests])
    .filter(([, n]) => n >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  return {
    statements: byText.reduce((sum, [, n]) => sum + n, 0),
    byText,
    activeMs: (after.activeMs - before.activeMs) / requests,
    cpuMs: (after.cpuMs - before.cpuMs) / requests,
  };
}

async function run(
  base: string,
  title: string,
  options: autocannon.Options,
): Promise<autocannon.Result & { server: PerRequest }> {
  const before = await serverStats(base);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ ...options, title, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  // The dashboards' folder works a little behind the requests: its statements belong to this run.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await serverStats(base);
  return { ...result, server: perRequest(before, after, Math.max(1, result['2xx'])) };
}

const entry = await bundle();
await freshDatabase();
const port = await freePort();
const server = await start(entry, port);
const base = `http://127.0.0.1:${port}`;
try {
  const { campaignId, responses } = await seedBench(dbUrl, 100_000, bench);
  const body = (answers: Record<string, unknown>) =>
    JSON.stringify({ answers, idempotencyKey: randomUUID() });
  // BENCH_QUOTA=none answers outside every target (no quota row to count); default: every submit counts.
  const answers = { ...bench.answers, ...(process.env.BENCH_QUOTA === 'none' ? bench.outsideTargets : {}) };
  const headers = { 'content-type': 'application/json' };
  let next = 0;
  // Warm both paths (JIT, pool, the compiled questionnaire) before measuring.
  await run(base, 'aquecimento', {
    url: `${base}/bench/bare`,
    method: 'POST',
    headers,
    body: body(answers),
    duration: 2,
  });
  const submitRequest = (path: (id: string) => string) => {
    const response = responses[next++];
    if (!response) throw new Error('faltaram respostas pré-criadas: aumente o total');
    return {
      method: 'POST' as const,
      path: path(response.id),
      headers: { ...headers, 'x-resume-token': response.token },
      body: body(answers),
    };
  };
  const submit = await run(base, 'submit', {
    url: base,
    requests: [{ setupRequest: () => submitRequest((id) => `/api/survey-player/responses/${id}/complete`) }],
  });
  const bare = await run(base, 'bare', {
    url: `${base}/bench/bare`,
    method: 'POST',
    headers,
    body: body(answers),
  });
  const floor =
    process.env.BENCH_FLOOR === '1'
      ? await run(base, 'floor', {
          url: base,
          requests: [{ setupRequest: () => submitRequest((id) => `/bench/floor/${id}`) }],
        })
      : null;
  const counts = await countStatuses(dbUrl, campaignId);
  const line = (name: string, r: autocannon.Result & { server: PerRequest }) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `p50 ${String(r.latency.p50).padStart(4)} ms   2xx ${r['2xx']}   erros ${r.non2xx + r.errors + r.timeouts}   ` +
    `por pedido: ${r.server.statements.toFixed(2)} comandos SQL, laço ${r.server.activeMs.toFixed(2)} ms, ` +
    `CPU ${r.server.cpuMs.toFixed(2)} ms`;
  console.log(`\nautocannon, ${connections} conexões, ${seconds} s cada, PostgreSQL, bundle de produção`);
  console.log(`questionário: ${bench.title}\n`);
  console.log(line('submit completo', submit));
  console.log(line('rota simples (1 INSERT)', bare));
  if (floor) console.log(line('piso (só a escrita mínima)', floor));
  const ratio = (r: autocannon.Result) => (r.requests.average / bare.requests.average).toFixed(2);
  console.log(
    `\nrazão de throughput submit/simples: ${ratio(submit)}${floor ? `, piso/simples: ${ratio(floor)}` : ''}`,
  );
  console.log('\ncomandos SQL por submit (texto: vezes por pedido):');
  for (const [text, n] of submit.server.byText) console.log(`  ${n.toFixed(2)}  ${text}`);
  console.log('respostas por status:', counts.statuses.map((s) => `${s.status}=${s.n}`).join(', '));
  console.log('cotas:', counts.targets.map((t) => `${t.name}=${t.completes}`).join(', '));
} finally {
  server.kill('SIGTERM');
}
