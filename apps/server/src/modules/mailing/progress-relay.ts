import { mailingJobRoom, type TMailingProgress } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';

/** NOTIFY channel of a job's progress when a separate worker process (`npm run worker`) sends it. */
const CHANNEL = 'mailing_progress';

/**
 * Tells the job's open pages of its progress. In a process with socket.io (the web server, also running the
 * queue by default) straight to the job's room; in a worker process without sockets, through PostgreSQL
 * NOTIFY, which every web process relays to the pages connected to it (see `relayWorkerProgress`).
 */
export function publishProgress(app: FastifyInstance, progress: TMailingProgress): void {
  if (app.hasDecorator('io')) {
    app.io.to(mailingJobRoom(progress.id)).emit('mailing:progress', progress);
    return;
  }
  app.db
    .notify(CHANNEL, JSON.stringify(progress))
    .catch((error: unknown) => app.log.warn({ err: error }, 'aviso de progresso do envio falhou'));
}

/**
 * A web process hears the worker processes' progress and emits it to its own sockets only
 * (`local`: with the Redis adapter each web process hears the NOTIFY itself, so a broadcast would repeat it).
 */
export function relayWorkerProgress(app: FastifyInstance): void {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('io')) return;
    stop = await app.db.listen(CHANNEL, (payload) => {
      try {
        const progress = JSON.parse(payload) as TMailingProgress;
        app.io.local.to(mailingJobRoom(progress.id)).emit('mailing:progress', progress);
      } catch (error) {
        app.log.warn({ err: error }, 'aviso de progresso ilegível');
      }
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
