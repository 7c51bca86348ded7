// 1,000 socket.io clients on one campaign's dashboard, responses completed at 200/s: the delay from a
// response's commit to its `syncdashs` arriving at every client must stay under 250 ms at p99.
//   node --import tsx bench/dashboard-fanout.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_CLIENTS (1000), BENCH_RATE (200/s),
// BENCH_SECONDS (10), BENCH_QUOTA=none (no target). The server runs in this process on PostgreSQL; the clients run in worker threads and
// measure arrival − `at` (the earliest commit folded into the message: the clock_timestamp() its transaction
// logged, just before its commit; same machine clock).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';

if (!isMainThread) {
  const { url, campaignId, share, clients } = workerData as {
    url: string;
    campaignId: string;
    share: string;
    clients: number;
  };
  const delays: number[] = [];
  let joined = 0;
  for (let i = 0; i < clients; i += 1) {
    const socket = connect(url, { transports: ['websocket'], reconnection: false });
    socket.on('connect', () =>
      socket.emit('action', { type: 'server/dashboard:watch', data: { campaignId, share } }),
    );
    socket.on('message', (m: { type: string }) => {
      if (m.type === 'dashboard:watching' && ++joined === clients) parentPort?.postMessage({ type: 'ready' });
    });
    socket.on('syncdashs', (p: { data: { at: string; responses?: { status: string }[] } }) => {
      // Folded: `at` is the earliest commit in this message, so this is the worst delay in it.
      if (p.data.responses?.some((r) => r.status === 'complete'))
        delays.push(Date.now() - Date.parse(p.data.at));
    });
  }
  parentPort?.on('message', (m: string) => {
    if (m === 'report') parentPort?.postMessage({ type: 'delays', delays });
    if (m === 'reset') delays.length = 0;
  });
} else {
  const { SAMPLE_SCHEMA, VALID_ANSWERS } = await import('../apps/server/test/survey-factories');
  const { testConfig } = await import('../apps/server/test/build-test-app');
  const { buildApp } = await import('../apps/server/src/app');
  const { openPostgres } = await import('../apps/server/src/core/db/connection');
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
  const rate = Number(process.env.BENCH_RATE ?? 200);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const schema = `bench_fan_${Date.now()}`;
  const db = await openPostgres(pgUrl, schema);
  const app = await buildApp(testConfig(), { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0] as T;
  const user = await one<{ id: string }>(
    `INSERT INTO users (email, display_name, role, password_hash) VALUES ($1, 'Bench', 'user', 'x') RETURNING id`,
    [`fan-${randomUUID()}@exemplo.com.br`],
  );
  const token = await app.tokens.sign(user.id);
  const survey = await one<{ id: string }>(
    `INSERT INTO surveys (handle, title, status, schema) VALUES ('fan', 'Fan', 'published', $1) RETURNING id`,
    [JSON.stringify(SAMPLE_SCHEMA)],
  );
  const version = await one<{ id: string }>(
    'INSERT INTO survey_versions (survey_id, version, schema) VALUES ($1, 1, $2) RETURNING id',
    [survey.id, JSON.stringify(SAMPLE_SCHEMA)],
  );
  const share = randomUUID();
  const campaign = await one<{ id: string }>(
    `INSERT INTO campaigns (survey_id, name, status, share_token) VALUES ($1, 'Fan', 'fielding', $2) RETURNING id`,
    [survey.id, share],
  );
  // BENCH_QUOTA=none: no target, so submits do not queue on one quota row (that path is submit-response.ts's).
  if (process.env.BENCH_QUOTA !== 'none')
    await db.query(
      `INSERT INTO targets (campaign_id, name, condition, goal) VALUES ($1, 'Total', '', 1000000)`,
      [campaign.id],
    );
  const count = rate * seconds;
  const warmup = rate * 2;
  const ids = (
    await db.query<{ id: string }>(
      `INSERT INTO responses (campaign_id, survey_version_id, user_id, resume_token_hash)
       SELECT $1, $2, $3, $4 || g FROM generate_series(1, $5) g RETURNING id`,
      [campaign.id, version.id, user.id, schema, warmup + count],
    )
  ).rows.map((r) => r.id);

  // The workers register tsx themselves (a worker does not inherit the --import loader hooks on Node 20).
  // BENCH_WORKERS (default 1) threads share the clients (2 was slower here: one more thread on 2 cores).
  const self = JSON.stringify(import.meta.url);
  const threads = Number(process.env.BENCH_WORKERS ?? 1);
  const workers = Array.from(
    { length: threads },
    (_, i) =>
      new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${self}); })`, {
        eval: true,
        workerData: {
          url,
          campaignId: campaign.id,
          share,
          clients: Math.floor(clients / threads) + (i < clients % threads ? 1 : 0),
        },
      }),
  );
  const t0 = performance.now();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) =>
          worker.on('message', (m: { type: string }) => m.type === 'ready' && resolve()),
        ),
    ),
  );
  console.log(`${clients} clients joined the room in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const headers = { authorization: `Bearer ${token}` };
  const submitTimes: number[] = [];
  /** Completes responses [from, to) at `rate` per second. */
  const drive = async (from: number, to: number) => {
    const start = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = from; i < to; i += 1) {
      const due = start + ((i - from) * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sent = performance.now();
      pending.push(
        app
          .inject({
            method: 'POST',
            url: `/api/survey-player/responses/${ids[i]}/complete`,
            headers,
            payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
          })
          .then((res) => {
            if (res.statusCode !== 200) throw new Error(res.body);
            submitTimes.push(performance.now() - sent);
          }),
      );
    }
    await Promise.all(pending);
    return (performance.now() - start) / 1000;
  };
  // Warm-up (JIT, lazily loaded modules, pools) for 2 s at the same rate, not measured.
  await drive(0, warmup);
  await new Promise((r) => setTimeout(r, 500));
  for (const worker of workers) worker.postMessage('reset');
  submitTimes.length = 0;
  const elapsed = await drive(warmup, warmup + count);
  await new Promise((r) => setTimeout(r, 2000));
  const delays = (
    await Promise.all(
      workers.map((worker) => {
        worker.postMessage('report');
        return new Promise<number[]>((resolve) =>
          worker.on(
            'message',
            (m: { type: string; delays?: number[] }) => m.type === 'delays' && resolve(m.delays ?? []),
          ),
        );
      }),
    )
  ).flat();
  const pct = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  };
  console.log(
    `${count} completes in ${elapsed.toFixed(1)} s (${(count / elapsed).toFixed(0)}/s); submit p50 ${pct(submitTimes, 0.5).toFixed(0)} ms, p99 ${pct(submitTimes, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `syncdashs messages received ${delays.length} (${clients} clients, responses folded per message); commit→client p50 ${pct(delays, 0.5)} ms, p95 ${pct(delays, 0.95)} ms, p99 ${pct(delays, 0.99)} ms, max ${pct(delays, 1)} ms`,
  );
  await Promise.all(workers.map((worker) => worker.terminate()));
  await app.close();
  await db.query(`DROP SCHEMA "${schema}" CASCADE`);
  await db.close();
}
