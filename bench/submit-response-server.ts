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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('bench-server-ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
