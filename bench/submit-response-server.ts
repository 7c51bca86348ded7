// The production server plus one bare route, bundled by submit-response.ts like apps/server/build.mjs does.
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bench-server-ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
