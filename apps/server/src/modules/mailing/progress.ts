import { RECIPIENT_STATUSES, type TMailingJobStatus, type TRecipientStatus } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { createJobsRepository } from './jobs.repository';

export type Counts = Record<TRecipientStatus, number>;

const emptyCounts = (): Counts =>
  Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, 0])) as Counts;

/** Recipients per shown status of each job; `done` counts those no longer waiting. */
export async function countsOf(db: Queryable, jobIds: string[]) {
  const byJob = new Map<string, { counts: Counts; total: number; done: number }>();
  for (const id of jobIds) byJob.set(id, { counts: emptyCounts(), total: 0, done: 0 });
  for (const row of await createJobsRepository(db).counts(jobIds)) {
    const entry = byJob.get(row.job_id);
    if (!entry) continue;
    entry.counts[row.status] = row.n;
    entry.total += row.n;
    if (row.status !== 'queued') entry.done += row.n;
  }
  return byJob;
}

export async function progressOf(db: Queryable, jobId: string, status: TMailingJobStatus) {
  const entry = (await countsOf(db, [jobId])).get(jobId) ?? { counts: emptyCounts(), total: 0, done: 0 };
  return { id: jobId, status, ...entry };
}
