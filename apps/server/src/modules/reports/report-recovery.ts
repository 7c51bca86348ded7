import { REPORT_MESSAGES } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { createReportJobRepository } from './report-job.repository';
import { REPORTS_QUEUE } from './reports.queues';

/** A running attempt silent for this many beats was left by a process that died. */
const SILENT_BEATS = 3;

/**
 * Hands back to the queue the report jobs a dead process left active (SIGKILL, crash): pg-boss alone would
 * wait for the job's expiry (30 min). The job is failed, so its queue retries it (or dead-letters it);
 * the report's single file and 'done' status are still written once, whichever attempt finishes.
 */
export async function recoverSilentReports(app: FastifyInstance, heartbeatSeconds: number): Promise<number> {
  const jobs = createReportJobRepository(app.db);
  let recovered = 0;
  for (const id of await jobs.silent(heartbeatSeconds * SILENT_BEATS)) {
    if (!(await app.queue.failIfActive(REPORTS_QUEUE, id, REPORT_MESSAGES.interrupted))) continue;
    await jobs.retrying(id, REPORT_MESSAGES.interrupted);
    app.log.warn({ reportId: id }, 'relatório interrompido por um processo parado; nova tentativa na fila');
    recovered += 1;
  }
  if (recovered > 0) app.queue.notify(REPORTS_QUEUE);
  return recovered;
}

/** Each worker process looks for silent reports at start and at every beat. */
export function startReportRecovery(app: FastifyInstance, heartbeatSeconds: number): () => void {
  let isRunning = false;
  const sweep = () => {
    if (isRunning) return;
    isRunning = true;
    recoverSilentReports(app, heartbeatSeconds)
      .catch((error: unknown) => app.log.warn({ err: error }, 'recuperação de relatórios falhou'))
      .finally(() => {
        isRunning = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, heartbeatSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
