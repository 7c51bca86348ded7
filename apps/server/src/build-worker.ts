import Fastify, { type FastifyInstance } from 'fastify';
import type { BuildOptions } from './app';
import type { AppConfig } from './config';
import { openDatabase } from './core/db/connection';
import { migrate } from './core/db/migrate';
import { queue } from './core/queue/queue';
import { jobWorkers } from './modules/reports/reports.jobs';
import './core/types';

/**
 * A process that only runs the queue workers (`npm run worker`): no HTTP, same database and queue schema as
 * the web processes. It stops cleanly on close: the running job ends (or is retried elsewhere).
 */
export async function buildWorker(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  const db = options.db ?? (await openDatabase(config.database));
  if (!options.db) app.addHook('onClose', () => db.close());
  await migrate(db);
  app.decorate('config', { ...config, runWorker: true });
  app.decorate('db', db);
  await app.register(queue);
  await app.register(jobWorkers);
  return app;
}
