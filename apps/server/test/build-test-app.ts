import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type Db, openPostgres, pgliteDb } from '../src/db/connection';

let sharedLite: Promise<PGlite> | null = null;

/**
 * A fresh database schema for one test file: on the PostgreSQL server when
 * DATABASE_URL is set, else on one in-memory PGlite shared by the worker.
 */
export async function openTestDb(): Promise<Db> {
  const schema = `t_${process.pid}_${randomUUID().slice(0, 8)}`;
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openPostgres(url, schema);
    return {
      ...db,
      close: async () => {
        await db.query(`DROP SCHEMA "${schema}" CASCADE`);
        await db.close();
      },
    };
  }
  sharedLite ??= PGlite.create();
  const lite = await sharedLite;
  return pgliteDb(lite, schema, async () => {
    await lite.exec(`DROP SCHEMA "${schema}" CASCADE; SET search_path TO public;`);
  });
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: '.test-data' }),
    webDist: null,
    ...overrides,
  };
}

/** Builds the real app on a fresh schema; closing the app drops the schema. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const db = await openTestDb();
  const app = await buildApp(testConfig(overrides), { db });
  app.addHook('onClose', () => db.close());
  return app;
}
