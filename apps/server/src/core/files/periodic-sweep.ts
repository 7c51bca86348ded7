import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` when the app is ready and then every `everyMs`, in each process (sweeps are idempotent: a
 * second sweeper finds the rows already gone). A failed sweep is logged with `failure` and tried again next time.
 */
export function schedulePeriodicSweep(
  app: FastifyInstance,
  sweep: () => Promise<unknown>,
  { everyMs, failure }: { everyMs: number; failure: string },
) {
  const run = () => sweep().catch((error: unknown) => app.log.warn({ err: error }, failure));
  app.addHook('onReady', async () => void (await run()));
  const timer = setInterval(() => void run(), everyMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
