import type { TReport, TReportFormat, TReportStatus, TTableFilter } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { dateText, type FilterColumn, filterCondition, type PageWindow, selectPage } from '../../lib/sql';

export interface ReportRow {
  id: string;
  campaign_id: string;
  campaign_name: string;
  format: TReportFormat;
  status: TReportStatus;
  progress: number;
  error: string | null;
  filename: string | null;
  size: string | number | null;
  created_by: string | null;
  created_by_name: string | null;
  /** Who created the report's campaign: told, with the report's requester, when it is delivered. */
  campaign_created_by: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  delivered_at: Date | string | null;
  delivered_by_name: string | null;
  recipient: string | null;
  delivery_note: string | null;
}

const SELECT = `SELECT r.id, r.campaign_id, c.name AS campaign_name, r.format, r.status, r.progress, r.error,
  r.filename, r.size, r.created_by, cu.display_name AS created_by_name, c.created_by AS campaign_created_by,
  r.created_at, r.finished_at,
  r.delivered_at, du.display_name AS delivered_by_name, r.recipient, r.delivery_note
  FROM reports r JOIN campaigns c ON c.id = r.campaign_id
  LEFT JOIN users cu ON cu.id = r.created_by LEFT JOIN users du ON du.id = r.delivered_by`;

/** The allow-list of both lists' table filters (REPORT_ and DELIVERED_REPORT_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  campaign: { type: 'text', sql: 'c.name' },
  format: { type: 'text', sql: 'r.format' },
  createdBy: { type: 'text', sql: 'cu.display_name' },
  createdAt: { type: 'date', sql: 'r.created_at', text: dateText('r.created_at') },
  size: { type: 'number', sql: 'r.size' },
  report: { type: 'text', sql: 'r.filename' },
  deliveredAt: { type: 'date', sql: 'r.delivered_at', text: dateText('r.delivered_at') },
  recipient: { type: 'text', sql: 'r.recipient' },
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toReport(row: ReportRow): TReport {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    format: row.format,
    status: row.status,
    progress: row.progress,
    error: row.error,
    filename: row.filename,
    size: row.size === null ? null : Number(row.size),
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: iso(row.finished_at),
    deliveredAt: iso(row.delivered_at),
    deliveredByName: row.delivered_by_name,
    recipient: row.recipient,
    note: row.delivery_note,
  };
}

/** Report rows, their one file, and delivery; the job's own writes are in report-job.repository.ts. */
export function createReportsRepository(db: Queryable) {
  return {
    async insert(campaignId: string, format: TReportFormat, userId: string, tx: Queryable = db) {
      const result = await tx.query<{ id: string }>(
        'INSERT INTO reports (campaign_id, format, created_by) VALUES ($1, $2, $3) RETURNING id',
        [campaignId, format, userId],
      );
      return (await this.findById((result.rows[0] as { id: string }).id, tx)) as ReportRow;
    },

    async findById(id: string, tx: Queryable = db): Promise<ReportRow | null> {
      return (await tx.query<ReportRow>(`${SELECT} WHERE r.id = $1`, [id])).rows[0] ?? null;
    },

    /** Several reports in one query (unknown ids are left out). */
    async findByIds(ids: readonly string[]): Promise<ReportRow[]> {
      if (ids.length === 0) return [];
      return (await db.query<ReportRow>(`${SELECT} WHERE r.id = ANY($1::uuid[])`, [ids])).rows;
    },

    async list(
      filter: PageWindow & {
        campaignId?: string;
        status?: TReportStatus;
        delivered?: boolean;
        tableFilter?: TTableFilter | null;
      },
    ): Promise<{ rows: ReportRow[]; total: number }> {
      const column = filterCondition(filter.tableFilter ?? null, FILTER_COLUMNS, 4);
      const where = `WHERE ($1::uuid IS NULL OR r.campaign_id = $1) AND ($2::text IS NULL OR r.status = $2)
        AND ($3::boolean IS NULL OR (r.delivered_at IS NOT NULL) = $3) AND ${column.sql}`;
      const params = [
        filter.campaignId ?? null,
        filter.status ?? null,
        filter.delivered ?? null,
        ...column.params,
      ];
      const order = filter.delivered ? 'r.delivered_at DESC, r.id' : 'r.created_at DESC, r.id';
      return selectPage<ReportRow>(
        db,
        {
          rows: `${SELECT} ${where} ORDER BY ${order}`,
          count: column.params.length
            ? `SELECT count(*)::text AS total FROM (${SELECT} ${where}) t`
            : `SELECT count(*)::text AS total FROM reports r ${where}`,
        },
        params,
        filter,
      );
    },

    /** Marks a finished report delivered; null when it is not done or was delivered already. */
    async deliver(id: string, by: string, recipient: string | null, note: string | null) {
      const result = await db.query<{ id: string }>(
        `UPDATE reports SET delivered_at = now(), delivered_by = $2, recipient = $3, delivery_note = $4
          WHERE id = $1 AND status = 'done' AND delivered_at IS NULL RETURNING id`,
        [id, by, recipient, note],
      );
      return result.rowCount > 0 ? this.findById(id) : null;
    },

    async file(id: string): Promise<Buffer | null> {
      const result = await db.query<{ content: Uint8Array }>(
        'SELECT content FROM report_files WHERE report_id = $1',
        [id],
      );
      const content = result.rows[0]?.content;
      return content ? Buffer.from(content.buffer, content.byteOffset, content.byteLength) : null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
