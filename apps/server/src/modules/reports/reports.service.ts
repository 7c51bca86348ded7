import {
  CAMPAIGN_MESSAGES,
  pageOf,
  REPORT_LINK_SECONDS,
  REPORT_MESSAGES,
  type TCreateReportBody,
  type TDeliveredReportList,
  type TDeliverReportBody,
  type TReport,
  type TReportList,
  type TReportListQuery,
  tableFilterOf,
} from '@pesquisemais/shared';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { createCampaignLookup } from '../dashboards';
import { type ReportViewer, ready, resourceOf, visibleTo } from './report-access';
import { createReportDownloadsRepository, type TDownloadVia } from './report-downloads.repository';
import { REPORTS_QUEUE } from './reports.queues';
import { createReportsRepository, type ReportRow, toReport } from './reports.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'db' | 'events' | 'queue' | 'tokens'>;

function found(row: ReportRow | null): ReportRow {
  if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
  return row;
}

export function createReportsService(app: Deps) {
  const reports = createReportsRepository(app.db);
  const downloads = createReportDownloadsRepository(app.db);
  /**
   * A delivered report is told ('reports' notifications) to who asked for it and who runs its campaign,
   * unless they delivered it themselves.
   */
  const tellTeam = (report: ReportRow, deliveredBy: string) => {
    const team = new Set([report.created_by, report.campaign_created_by]);
    team.delete(deliveredBy);
    for (const userId of team) {
      if (!userId) continue;
      void app.events.publish('notification.requested', {
        userId,
        kind: 'reports',
        title: 'Relatório entregue',
        body: `${report.delivered_by_name ?? 'A equipe'} entregou o relatório de ${report.campaign_name}${
          report.recipient ? ` para ${report.recipient}` : ''
        }.`,
        url: '/apps/reports/delivered',
      });
    }
  };

  return {
    /** Queues a report: the row and its job are written together (the job's id is the report's id). */
    async create(body: TCreateReportBody, userId: string): Promise<TReport> {
      const access = createCampaignLookup(app.db);
      if (!(await access.campaign(body.campaignId)))
        throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      if (!(await access.latestVersion(body.campaignId)))
        throw new AppError('UNPROCESSABLE', CAMPAIGN_MESSAGES.needsPublished);
      await app.queue.ready();
      const row = await app.db.transaction(async (tx) => {
        const inserted = await reports.insert(body.campaignId, body.format, userId, tx);
        await app.queue.send(REPORTS_QUEUE, { reportId: inserted.id }, { id: inserted.id, tx });
        return inserted;
      });
      app.queue.notify(REPORTS_QUEUE);
      return toReport(row);
    },

    async list(query: TReportListQuery & { page: number; pageSize: number }): Promise<TReportList> {
      const { rows, total } = await reports.list({
        campaignId: query.campaignId,
        status: query.status,
        tableFilter: tableFilterOf(query),
        ...pageWindow(query),
      });
      return pageOf(rows.map(toReport), total, query);
    },

    async get(viewer: ReportViewer, id: string): Promise<ReportRow> {
      return visibleTo(viewer, await reports.findById(id));
    },

    async deliver(id: string, userId: string, body: TDeliverReportBody): Promise<TReport> {
      const row = ready(found(await reports.findById(id)));
      if (row.delivered_at) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyDelivered);
      const delivered = await reports.deliver(id, userId, body.recipient || null, body.note || null);
      if (!delivered) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyDelivered);
      void app.events.publish('report.delivered', {
        reportId: id,
        campaignName: delivered.campaign_name,
        userId,
      });
      tellTeam(delivered, userId);
      return toReport(delivered);
    },

    /** Delivered reports (all, or the share holder's campaign) with who downloaded them and when. */
    async delivered(
      viewer: ReportViewer,
      query: { page: number; pageSize: number } & Parameters<typeof tableFilterOf>[0],
    ) {
      const campaignId = viewer.kind === 'share' ? viewer.campaignId : undefined;
      const tableFilter = tableFilterOf(query);
      const { rows, total } = await reports.list({
        campaignId,
        delivered: true,
        tableFilter,
        ...pageWindow(query),
      });
      const latest = await downloads.latest(rows.map((row) => row.id));
      const items = rows.map((row) => {
        const seen = latest.get(row.id);
        return { ...toReport(row), downloads: seen?.items ?? [], downloadCount: seen?.count ?? 0 };
      });
      return pageOf(items, total, query) satisfies TDeliveredReportList;
    },

    /**
     * Signed download links of delivered reports for `userId`, whose right to them another module decided
     * (the studies page: a watcher who is on the study's board). Reports not delivered get none.
     */
    async deliveredLinks(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
      const links = new Map<string, string>();
      for (const row of await reports.findByIds(ids)) {
        if (!row.delivered_at) continue;
        const token = await app.tokens.signResource(resourceOf(row.id), userId, REPORT_LINK_SECONDS);
        links.set(row.id, `/api/reports/${row.id}/download?token=${encodeURIComponent(token)}`);
      }
      return links;
    },

    /** A link that works in a plain <a href> for a few minutes, for this report only. */
    async downloadLink(viewer: ReportViewer, id: string) {
      const row = ready(visibleTo(viewer, await reports.findById(id)));
      const token = await app.tokens.signResource(resourceOf(row.id), viewer.userId, REPORT_LINK_SECONDS);
      return {
        url: `/api/reports/${row.id}/download?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(Date.now() + REPORT_LINK_SECONDS * 1000).toISOString(),
      };
    },

    /** The file, after recording who downloaded it (the caller checked the right to it). */
    async download(id: string, who: { userId: string | null; via: TDownloadVia; ip: string | null }) {
      const row = ready(found(await reports.findById(id)));
      const file = await reports.file(row.id);
      if (!file) throw new AppError('CONFLICT', REPORT_MESSAGES.notReady);
      await downloads.record(row.id, who.userId, who.via, who.ip);
      return { row, file };
    },
  };
}
