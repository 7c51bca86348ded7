import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { createPglite, type Db, openPostgres, pgliteDb } from '../src/core/db/connection';
import type { ModuleManifest } from '../src/core/module';

let sharedLite: Promise<PGlite> | null = null;

/**
 * A fresh database schema for one test file: on the PostgreSQL server when
 * DATABASE_URL is set, else on one in-memory PGlite shared by the worker.
 * The job queue (pg-boss) of an app on it uses the sibling schema `<schema>_jobs`, dropped with it.
 */
export async function openTestDb(): Promise<Db & { schema: string }> {
  const schema = `t_${process.pid}_${randomUUID().slice(0, 8)}`;
  const drop = `DROP SCHEMA "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE;`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openPostgres(url, schema);
    return {
      ...db,
      schema,
      close: async () => {
        await db.exec(drop);
        await db.close();
      },
    };
  }
  sharedLite ??= createPglite();
  const lite = await sharedLite;
  const db = await pgliteDb(lite, schema, async () => {
    await lite.exec(`${drop} SET search_path TO public;`);
  });
  return { ...db, schema };
}

/**
 * A second handle on the same schema, as a second server process would open it (PostgreSQL: its own pool;
 * PGlite: the worker's one instance). Closing it leaves the schema.
 */
export async function openSameSchema(db: { schema: string }): Promise<Db & { schema: string }> {
  const url = process.env.DATABASE_URL;
  if (url) return { ...(await openPostgres(url, db.schema)), schema: db.schema };
  sharedLite ??= createPglite();
  const lite = await sharedLite;
  return { ...(await pgliteDb(lite, db.schema, async () => undefined)), schema: db.schema };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: '.test-data', RUN_WORKER: 'false' }),
    webDist: null,
    queue: { schema: 'pgboss_test', pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    ...overrides,
  };
}

/**
 * Builds the real app on a fresh schema; closing the app drops the schema. With `on`, the app opens another
 * handle on that app's schema instead (a second process of the same deployment) and leaves the schema be.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  on?: { schema: string },
  options: { modules?: ModuleManifest[] } = {},
): Promise<FastifyInstance> {
  const db = on ? await openSameSchema(on) : await openTestDb();
  const config = testConfig(overrides);
  const app = await buildApp(
    { ...config, queue: { ...config.queue, schema: `${db.schema}_jobs` } },
    { db, ...options },
  );
  app.addHook('onClose', () => db.close());
  return app;
}
