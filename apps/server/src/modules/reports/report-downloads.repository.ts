import { GUEST_DOWNLOADER, type REPORT_DOWNLOAD_VIAS, type TReportDownload } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export type TDownloadVia = (typeof REPORT_DOWNLOAD_VIAS)[number];

const LATEST = 10;

/** Who downloaded which report and when (every download is a row). */
export function createReportDownloadsRepository(db: Queryable) {
  return {
    async record(reportId: string, userId: string | null, via: TDownloadVia, ip: string | null) {
      await db.query('INSERT INTO report_downloads (report_id, user_id, via, ip) VALUES ($1, $2, $3, $4)', [
        reportId,
        userId,
        via,
        ip,
      ]);
    },

    /** The latest downloads of each report (at most 10) and how many there were in all. */
    async latest(reportIds: string[]): Promise<Map<string, { items: TReportDownload[]; count: number }>> {
      const byReport = new Map<string, { items: TReportDownload[]; count: number }>();
      if (reportIds.length === 0) return byReport;
      const result = await db.query<{
        report_id: string;
        downloaded_at: Date | string;
        name: string | null;
        via: TDownloadVia;
        total: number;
      }>(
        `SELECT report_id, downloaded_at, name, via, total FROM (
           SELECT d.report_id, d.downloaded_at, u.display_name AS name, d.via,
             row_number() OVER (PARTITION BY d.report_id ORDER BY d.downloaded_at DESC, d.id DESC) AS n,
             (count(*) OVER (PARTITION BY d.report_id))::int AS total
             FROM report_downloads d LEFT JOIN users u ON u.id = d.user_id
            WHERE d.report_id = ANY ($1::uuid[])) ranked
         WHERE n <= $2 ORDER BY report_id, downloaded_at DESC`,
        [reportIds, LATEST],
      );
      for (const row of result.rows) {
        const entry = byReport.get(row.report_id) ?? { items: [], count: Number(row.total) };
        entry.items.push({
          at: new Date(row.downloaded_at).toISOString(),
          by: row.name ?? GUEST_DOWNLOADER,
          via: row.via,
        });
        byReport.set(row.report_id, entry);
      }
      return byReport;
    },
  };
}
