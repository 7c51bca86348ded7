import { buildWorker } from '../src/build-worker';
import { loadConfig } from '../src/config';
import { createPglite, type Db, openPostgres, pgliteDb } from '../src/core/db/connection';

/**
 * A worker process for the crash test: on PostgreSQL (CHILD_PG_URL + CHILD_SCHEMA) or on a PGlite folder
 * (CHILD_PGLITE_DIR). It sends mailing jobs and exits 0 once job CHILD_JOB_ID is done.
 */
const env = process.env;
async function open(): Promise<Db> {
  if (env.CHILD_PG_URL) return openPostgres(env.CHILD_PG_URL, env.CHILD_SCHEMA);
  const lite = await createPglite(env.CHILD_PGLITE_DIR as string);
  return pgliteDb(lite, undefined, () => lite.close());
}
const db = await open();
const config = loadConfig({
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: env.CHILD_DATA_DIR ?? '.test-data',
  SMTP_URL: env.SMTP_URL,
  QUEUE_SCHEMA: env.QUEUE_SCHEMA,
  QUEUE_RETRY_DELAY_SECONDS: '1',
});
const worker = await buildWorker(
  { ...config, queue: { ...config.queue, pollingIntervalSeconds: 0.5 } },
  { db },
);
await worker.ready();
for (;;) {
  const job = await db.query<{ status: string }>('SELECT status FROM mailing_jobs WHERE id = $1', [
    env.CHILD_JOB_ID,
  ]);
  if (job.rows[0]?.status === 'done') break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await worker.close();
await db.close();
process.exit(0);
