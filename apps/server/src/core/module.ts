import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from './db/connection';
import type { QueueDeclaration } from './queue/queue';
import type { SocketFeature } from './realtime/registry';

/** One feature of the server, as app.ts and worker.ts mount it (the list is src/modules.ts). */
export interface ServerModule {
  /** Its routes, mounted under `prefix` (a module may have none: demo data only). */
  plugin?: FastifyPluginAsync;
  prefix?: string;
  /** Its queues, and the workers run by a process that works the queue (RUN_WORKER or `npm run worker`). */
  jobs?: { queues: QueueDeclaration; workers: FastifyPluginAsync };
  /** Its socket actions and rooms, with their access rule. */
  socket?: SocketFeature;
  /** Demo data written at start when SEED_DEMO is on (modules seed in list order). */
  seed?: (db: Db, config: AppConfig) => Promise<unknown>;
  /** Checks or repairs run at every start, before the app answers. */
  startup?: (db: Db, log: FastifyBaseLogger) => Promise<unknown>;
}
