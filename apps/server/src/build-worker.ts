import Fastify, { type FastifyInstance } from 'fastify';
import type { BuildOptions } from './app';
import type { AppConfig } from './config';
import { openDatabase } from './core/db/connection';
import { migrate } from './core/db/migrate';
import { createEventBus } from './core/events/events';
import { openFileStorage } from './core/files/open-storage';
import { queue } from './core/queue/queue';
import { serverModules } from './modules';
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
  app.decorate(
    'events',
    createEventBus((error, name) =>
      app.log.error({ err: error, event: name }, 'domain event subscriber failed'),
    ),
  );
  const modules = options.modules ?? serverModules;
  // A worker stores what it makes (a mixed recording) where the web processes read it.
  app.decorate('files', openFileStorage(config.files));
  await app.register(queue, { queues: modules.flatMap((module) => module.jobs?.queues ?? []) });
  for (const module of modules) if (module.jobs) await app.register(module.jobs.workers);
  return app;
}
