import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';

/** A queue's name, as its module declares it. */
export type TQueueName = string;

/** A queue and its retry policy; a module lists its queues in creation order (a dead-letter queue first). */
export type QueueDefinition = [TQueueName, Omit<PgBoss.Queue, 'name'>];

/** The queues of one module, built from the queue settings (retry delays). */
export type QueueDeclaration = (config: AppConfig['queue']) => QueueDefinition[];

import type { Db, Queryable } from '../db/connection';

export interface TJob<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface JobQueue {
  /**
   * Starts pg-boss (creating its schema) if it is not running yet. Call it before a transaction that sends:
   * on PGlite a query outside the open transaction would wait for it forever.
   */
  ready(): Promise<void>;
  /**
   * Adds a job. A job `id` already in the queue adds nothing (null): one job per report id. With `tx` the
   * job is written in the caller's transaction, so it exists exactly when the caller's rows do.
   */
  send(name: TQueueName, data: object, options?: { id?: string; tx?: Queryable }): Promise<string | null>;
  /** Runs `handler` in this process for each job of the queue, one at a time; a throw retries the job. */
  work<T>(name: TQueueName, handler: (job: TJob<T>) => Promise<void>): Promise<void>;
  /**
   * Fails a job that is active (its worker died) so that it is retried under its queue's policy; false when
   * the job is not active (already retried, completed or never started).
   */
  failIfActive(name: TQueueName, id: string, message: string): Promise<boolean>;
  /** Wakes this process's idle workers of a queue (after a commit that added a job). */
  notify(name: TQueueName): void;
  /** Stops the workers, lets a running job end (or fails it for a retry), waits for the queue's last writes. */
  stop(): Promise<void>;
  /**
   * Aborted as `stop` begins: a handler that waits (a mailing job's pause between sends) ends its wait and
   * returns, so stopping does not wait it out.
   */
  readonly stopping: AbortSignal;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

type SqlResult = { rows: unknown[] };

/**
 * pg-boss on our Db. PGlite runs one statement per `query`, so pg-boss's parameterless multi-statement
 * scripts (schema creation, maintenance: `BEGIN; ...; COMMIT;`) go through `exec`.
 */
function executor(db: Queryable & Partial<Pick<Db, 'exec' | 'kind'>>) {
  return async (text: string, values?: unknown[]): Promise<SqlResult> => {
    const isScript = !values?.length && /^\s*BEGIN\s*;/i.test(text);
    if (isScript && db.kind === 'pglite' && db.exec) {
      const exec = db.exec;
      // PGlite has one connection: a script that fails inside its BEGIN must not leave it in that transaction.
      await exec(text).catch(async (error: unknown) => {
        await exec('ROLLBACK').catch(() => undefined);
        throw error;
      });
      return { rows: [] };
    }
    const result = await db.query(text, values);
    return { rows: result.rows ?? [] };
  };
}

/** pg-boss with its own schema, started on first use (or at ready in a process that runs workers). */
export function createJobQueue(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  declarations: QueueDeclaration[] = [],
): JobQueue {
  const inflight = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inflight.add(promise);
    const forget = () => inflight.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  const run = executor(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(run(text, values)) },
    schema: config.queue.schema,
    migrate: true,
    schedule: false,
    supervise: config.runWorker,
  });
  boss.on('error', (error) => log.error({ err: error }, 'fila de jobs (pg-boss)'));
  const workerIds = new Map<TQueueName, string[]>();
  let started: Promise<void> | null = null;

  const start = () => {
    started ??= (async () => {
      await boss.start();
      for (const [name, options] of declarations.flatMap((declare) => declare(config.queue)))
        await boss.createQueue(name, { name, ...options });
    })().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  return {
    ready: start,

    async send(name, data, options = {}) {
      await start();
      const { tx, id } = options;
      const db = tx
        ? { executeSql: (text: string, values: unknown[]) => track(executor(tx)(text, values)) }
        : undefined;
      return boss.send(name, data, { id, db });
    },

    async work<T>(name: TQueueName, handler: (job: TJob<T>) => Promise<void>) {
      await start();
      const options = { batchSize: 1, includeMetadata: true as const };
      const id = await boss.work<T>(
        name,
        { ...options, pollingIntervalSeconds: config.queue.pollingIntervalSeconds },
        ([job]) => (job ? track(handler(job)) : Promise.resolve()),
      );
      workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
    },

    async failIfActive(name, id, message) {
      await start();
      const job = await boss.getJobById(name, id);
      if (job?.state !== 'active') return false;
      await boss.fail(name, id, { message });
      return true;
    },

    notify(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },

    stopping: stopping.signal,

    async stop() {
      stopping.abort();
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 15_000 });
      // A job's completion is written after its handler returns, without pg-boss awaiting it.
      do {
        await Promise.allSettled([...inflight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inflight.size > 0);
    },
  };
}

export interface QueueOptions {
  /** Every module's queues. */
  queues: QueueDeclaration[];
}

const queuePlugin: FastifyPluginAsync<QueueOptions> = async (app, options) => {
  const queue = createJobQueue(app.db, app.config, app.log, options.queues);
  app.decorate('queue', queue);
  // Before onClose: the database closes there, and the queue's last writes need it.
  app.addHook('preClose', () => queue.stop());
};

export const queue = fp(queuePlugin, { name: 'queue' });
