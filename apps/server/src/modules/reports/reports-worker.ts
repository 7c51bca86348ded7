import { REPORT_MESSAGES, type TReportProgress } from '@pesquisemais/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { generateReport } from './formats/generate';
import { loadReportContext, reportFilename } from './formats/report-context';
import { createReportJobRepository } from './report-job.repository';

export interface ReportJobData {
  reportId: string;
}

export interface ReportJobDeps {
  db: Db;
  /** The app's domain events (the report's fold announces dashboard deltas there). */
  events?: EventBus;
  log: FastifyBaseLogger;
  /** Pushes progress to the report's creator (socket.io in a web process; nothing in a worker-only one). */
  emit: (userId: string, payload: TReportProgress) => void;
  /** How often a running attempt marks itself alive (seconds). */
  heartbeatSeconds: number;
}

/** Progress is written at 5-point steps: 1 (claimed), 5 (data loaded) ... 95, then 100 with the file. */
const STEP = 5;

/**
 * One attempt at a report. A report already done (a retried or repeated job) is left alone; the file and
 * the 'done' status are written together, once. A throw lets the queue retry; its last retry ends in the
 * dead-letter queue (`failReport`).
 */
export async function runReportJob(deps: ReportJobDeps, reportId: string): Promise<void> {
  const jobs = createReportJobRepository(deps.db);
  const report = await jobs.claim(reportId);
  if (!report) return;
  const push = (payload: Omit<TReportProgress, 'id'>) => {
    if (report.created_by) deps.emit(report.created_by, { id: reportId, ...payload });
  };
  push({ status: 'running', progress: 1 });
  let last = 1;
  const progress = async (share: number) => {
    const value = Math.round(5 + Math.min(1, Math.max(0, share)) * 90);
    if (value <= last || (value < last + STEP && share > 0 && share < 1)) return;
    last = value;
    await jobs.progress(reportId, value);
    push({ status: 'running', progress: value });
  };
  const heartbeat = setInterval(() => {
    jobs.beat(reportId).catch((error: unknown) => deps.log.warn({ err: error, reportId }, 'heartbeat'));
  }, deps.heartbeatSeconds * 1000);
  try {
    const context = await loadReportContext(deps.db, report.campaign_id, progress, deps.events);
    await progress(0);
    const file = await generateReport(report.format, context);
    await progress(1);
    await jobs.finish(
      reportId,
      file,
      reportFilename(context.campaign.name, report.format, context.generatedAt),
    );
    push({ status: 'done', progress: 100 });
  } catch (error) {
    deps.log.warn({ err: error, reportId, attempt: report.attempts }, 'falha ao gerar relatório');
    await jobs.retrying(reportId, error instanceof AppError ? error.message : REPORT_MESSAGES.failed);
    push({ status: 'queued', progress: last });
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/** The report's retries are spent: it is marked failed with the last attempt's message. */
export async function failReport(deps: ReportJobDeps, reportId: string): Promise<void> {
  await createReportJobRepository(deps.db).failed(reportId, REPORT_MESSAGES.failed);
  deps.log.error({ reportId }, 'relatório não gerado após as tentativas');
}
