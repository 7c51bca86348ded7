import type { TMailingJobStatus, TMailingProgress } from '@pesquisemais/shared';
import { markInvitationsSent } from '../respondents';
import { createDeliveryRepository } from './delivery.repository';
import { createJobsRepository } from './jobs.repository';
import { progressOf } from './progress';
import { compileMail } from './render-mail';
import { openInvitations, type SendDeps, sendOne } from './send-one';

export interface MailingWorkerDeps extends SendDeps {
  /** This process; a job is held by one process at a time. */
  owner: string;
  leaseSeconds: number;
  /** Parallel SMTP sends when the job has no rate (the size of the connection pool). */
  concurrency: number;
  emit: (progress: TMailingProgress) => void;
  /**
   * Aborted when the process shuts down: a job waiting for its next send (a rate, a due retry) stops at once
   * and lets its lease go, so SIGTERM never waits out the pause; the next process takes the job up.
   */
  stopping?: AbortSignal;
}

/** Waits `ms`, or less when `signal` aborts meanwhile. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends a running job until no recipient is due, the job is paused or cancelled, or another live process
 * holds it. Taking over a job from a dead process first marks that process's unfinished attempts in doubt.
 */
export async function runMailingJob(deps: MailingWorkerDeps, jobId: string): Promise<void> {
  const delivery = createDeliveryRepository(deps.db);
  const job = await createJobsRepository(deps.db).find(jobId);
  if (!job) return;
  const held = await delivery.hold(jobId, deps.owner, deps.leaseSeconds);
  if (!held) return;
  if (held.taken) {
    const doubtful = await delivery.markInDoubt(jobId);
    if (doubtful > 0) deps.log.warn({ jobId, doubtful }, 'envios interrompidos marcados como incertos');
  }
  const context = {
    campaignId: job.campaign_id,
    campaignName: job.campaign_name,
    deadline: job.deadline,
    mail: compileMail({ subject: job.subject, bodyHtml: job.body_html }),
  };
  const interval = job.rate_per_minute ? 60_000 / job.rate_per_minute : 0;
  const batchSize = interval ? 1 : deps.concurrency * 20;
  let lastPush = 0;
  const push = async (force = false) => {
    if (!force && Date.now() - lastPush < 1000) return;
    lastPush = Date.now();
    const status = ((await delivery.status(jobId)) ?? 'running') as TMailingJobStatus;
    deps.emit(await progressOf(deps.db, jobId, status));
  };
  try {
    await push(true);
    while (!deps.stopping?.aborted && (await delivery.status(jobId)) === 'running') {
      if (!(await delivery.hold(jobId, deps.owner, deps.leaseSeconds))) break;
      const started = Date.now();
      const batch = await delivery.claim(jobId, batchSize);
      if (batch.length === 0) {
        const wait = await delivery.nextDue(jobId);
        if (wait === null) {
          await delivery.finishJob(jobId);
          break;
        }
        await sleep(Math.min(wait * 1000 + 50, deps.leaseSeconds * 500), deps.stopping);
        continue;
      }
      const invitations = await openInvitations(deps, context, batch);
      let next = 0;
      const delivered: string[] = [];
      const sentIds: string[] = [];
      const lanes = Array.from({ length: Math.min(deps.concurrency, batch.length) }, async () => {
        while (next < batch.length) {
          const recipient = batch[next++];
          if (!recipient) continue;
          const outcome = await sendOne(deps, context, recipient, invitations, sentIds);
          const invitation = recipient.respondent_id ? invitations.get(recipient.respondent_id) : undefined;
          if (outcome === 'sent' && invitation) delivered.push(invitation.invitationId);
        }
      });
      try {
        await Promise.all(lanes);
      } finally {
        // What went out is recorded even when a lane failed (a database error): never left to look unsent.
        await delivery.sentMany(sentIds);
      }
      await markInvitationsSent(deps.db, delivered);
      await push();
      if (interval) await sleep(Math.max(0, interval - (Date.now() - started)), deps.stopping);
    }
  } finally {
    await delivery.release(jobId, deps.owner);
    await push(true);
  }
}
