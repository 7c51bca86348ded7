import { randomUUID } from 'node:crypto';
import type { TMailingProgress } from '@pesquisemais/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { getJwtSecret } from '../../core/db/settings.repository';
import { createMailer } from '../../core/mail/mailer';
import { createJobsRepository } from './jobs.repository';
import { createMailingKeys } from './mail-keys';
import { MAILING_QUEUE } from './mailing.queues';
import { type MailingWorkerDeps, runMailingJob } from './mailing-worker';
import { publishProgress } from './progress-relay';

/** A job's holder renews this lease after each batch; a holder silent longer than this has died. */
export const LEASE_SECONDS = 15;
const SWEEP_SECONDS = 5;
const POOL = 5;

interface MailingJobData {
  jobId: string;
}

/** Starts scheduled jobs whose time came, and hands the queue running jobs no live process holds. */
async function sweep(app: FastifyInstance, running: Set<string>) {
  const jobs = createJobsRepository(app.db);
  const ids = [...(await jobs.startDue()), ...(await jobs.unheld())];
  for (const jobId of new Set(ids)) {
    if (running.has(jobId)) continue;
    running.add(jobId);
    await app.queue.send(MAILING_QUEUE, { jobId });
  }
  if (ids.length > 0) app.queue.notify(MAILING_QUEUE);
}

/** The mailing worker of this process: sends jobs, takes over those of dead processes, starts scheduled ones. */
const workersPlugin: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir, pool: POOL });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const secret = app.config.jwtSecret ?? (await getJwtSecret(app.db));
    const deps: MailingWorkerDeps = {
      db: app.db,
      log: app.log,
      mailer,
      keys: createMailingKeys(secret),
      publicUrl: app.config.publicUrl,
      retryBaseSeconds: app.config.queue.retryDelaySeconds,
      maxAttempts: 5,
      owner: randomUUID(),
      leaseSeconds: LEASE_SECONDS,
      concurrency: POOL,
      emit: (progress: TMailingProgress) => publishProgress(app, progress),
      stopping: app.queue.stopping,
    };
    // Jobs queued or running here: the sweep does not queue them again.
    const running = new Set<string>();
    await app.queue.work<MailingJobData>(MAILING_QUEUE, async (job) => {
      running.add(job.data.jobId);
      try {
        await runMailingJob(deps, job.data.jobId);
      } finally {
        running.delete(job.data.jobId);
      }
    });
    let isSweeping = false;
    const tick = () => {
      if (isSweeping) return;
      isSweeping = true;
      sweep(app, running)
        .catch((error: unknown) => app.log.warn({ err: error }, 'varredura de envios falhou'))
        .finally(() => {
          isSweeping = false;
        });
    };
    tick();
    timer = setInterval(tick, SWEEP_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
  app.addHook('onClose', async () => mailer.close());
};

export const mailingWorkers = fp(workersPlugin, { name: 'mailing-workers', dependencies: ['queue'] });
