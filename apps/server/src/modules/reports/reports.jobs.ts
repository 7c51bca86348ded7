import { type TReportProgress, userRoom } from '@pesquisemais/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startReportRecovery } from './report-recovery';
import { REPORTS_FAILED_QUEUE, REPORTS_QUEUE } from './reports.queues';
import { failReport, type ReportJobData, type ReportJobDeps, runReportJob } from './reports-worker';

/** The queue workers of this process, started once the app is ready (socket.io, if any, is up by then). */
const workersPlugin: FastifyPluginAsync = async (app) => {
  const heartbeatSeconds = app.config.queue.heartbeatSeconds ?? 10;
  let stopRecovery: () => void = () => undefined;
  app.addHook('onReady', async () => {
    const deps: ReportJobDeps = {
      db: app.db,
      events: app.events,
      log: app.log,
      heartbeatSeconds,
      emit: (userId: string, payload: TReportProgress) => {
        if (app.hasDecorator('io')) app.io.to(userRoom(userId)).emit('report:progress', payload);
      },
    };
    await app.queue.work<ReportJobData>(REPORTS_QUEUE, (job) => runReportJob(deps, job.data.reportId));
    await app.queue.work<ReportJobData>(REPORTS_FAILED_QUEUE, (job) => failReport(deps, job.data.reportId));
    stopRecovery = startReportRecovery(app, heartbeatSeconds);
  });
  app.addHook('preClose', async () => stopRecovery());
};

export const reportWorkers = fp(workersPlugin, { name: 'report-workers', dependencies: ['queue'] });
