// The production server plus one bare route, bundled by submit-response.ts like apps/server/build.mjs does.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

// Every statement the process sends (pool, transactions, the dashboards' folder), counted by its text, so the
// bench can tell statements per request; /bench/stats reads them with the event loop's busy time and CPU.
const statements = new Map<string, number>();
type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const config = args[0];
  const text = typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? '');
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  statements.set(key, (statements.get(key) ?? 0) + 1);
  return clientQuery.apply(this, args);
};

const app = await buildApp(loadConfig());
await app.db.exec('CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY, payload jsonb NOT NULL)');
// The baseline: one INSERT through the same pool, nothing else.
app.post('/bench/bare', async (request) => {
  await app.db.query('INSERT INTO bench_bare (payload) VALUES ($1::jsonb)', [JSON.stringify(request.body)]);
  return { status: 'ok' };
});
// The floor: the least any design of a submit must write (read the response, append its completion and the
// dashboards' log entry) in one statement, with no validation, ownership, quota or dashboards work. It tells
// how close to the bare route a submit could ever get on this machine (BENCH_FLOOR=1 runs it).
await app.db.exec(`CREATE TABLE IF NOT EXISTS bench_floor (response_id uuid PRIMARY KEY, campaign_id uuid NOT NULL,
  answers jsonb NOT NULL, idempotency_key uuid NOT NULL, completed_at timestamptz NOT NULL DEFAULT now())`);
app.post('/bench/floor/:id', async (request) => {
  const { id } = request.params as { id: string };
  const body = request.body as { answers: unknown; idempotencyKey: string };
  const result = await app.db.query(
    `WITH r AS (SELECT id, campaign_id FROM responses WHERE id = $1 AND status = 'partial' AND deleted_at IS NULL),
     c AS (INSERT INTO bench_floor (response_id, campaign_id, answers, idempotency_key)
       SELECT id, campaign_id, $2::jsonb, $3 FROM r ON CONFLICT DO NOTHING RETURNING response_id, campaign_id)
     INSERT INTO dash_changes (response_id, campaign_id) SELECT response_id, campaign_id FROM c`,
    [id, JSON.stringify(body.answers), body.idempotencyKey],
  );
  return { status: result.rowCount === 1 ? 'complete' : 'finished' };
});
app.get('/bench/stats', async () => {
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  return {
    statements: Object.fromEntries(statements),
    activeMs: elu.active,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bench-server-ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
