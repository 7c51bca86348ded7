import { z } from 'zod';
import { withTableFilter } from '../table-filter';
import { ZShareQuery } from './campaigns';
import { ZPageQuery, zPaged } from './paging';

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const ZReportFormat = z.enum(REPORT_FORMATS, 'Formato inválido');
export type TReportFormat = z.infer<typeof ZReportFormat>;
export const REPORT_FORMAT_LABELS: Record<TReportFormat, string> = {
  csv: 'CSV (respostas completas)',
  xlsx: 'Excel (dados e resultados por pergunta)',
  pdf: 'PDF (gráficos e tabelas)',
};

export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZReportStatus = z.enum(REPORT_STATUSES, 'Status inválido');
export type TReportStatus = z.infer<typeof ZReportStatus>;
export const REPORT_STATUS_LABELS: Record<TReportStatus, string> = {
  queued: 'Na fila',
  running: 'Gerando',
  done: 'Pronto',
  failed: 'Falhou',
};

/** The `{type}` of /apps/reports/{type}: delivered reports, and generation (collection roles). */
export const REPORT_PAGE_TYPES = ['delivered', 'gerar'] as const;

/** How a download was authorized: a signed-in user, or a share link / download link without a user. */
export const REPORT_DOWNLOAD_VIAS = ['usuário', 'link'] as const;
export const GUEST_DOWNLOADER = 'convidado com link';

export const REPORT_MESSAGES = {
  notFound: 'Relatório não encontrado.',
  notReady: 'O relatório ainda não está pronto.',
  alreadyDelivered: 'Este relatório já foi entregue.',
  invalidLink: 'Link de download inválido ou expirado.',
  failed: 'Não foi possível gerar o relatório.',
  interrupted: 'A geração foi interrompida (o servidor parou); uma nova tentativa foi agendada.',
} as const;

/** Lifetime of a signed download link (`?token=`). */
export const REPORT_LINK_SECONDS = 5 * 60;

export const ZCreateReportBody = z.object({
  campaignId: z.uuid('Escolha uma campanha'),
  format: ZReportFormat,
});
export type TCreateReportBody = z.infer<typeof ZCreateReportBody>;

/** Columns of the generated reports' list a table filter may use. */
export const REPORT_FILTER_FIELDS = {
  campaign: 'text',
  format: 'text',
  createdBy: 'text',
  createdAt: 'date',
  size: 'number',
} as const;

/** Columns of the delivered reports' list a table filter may use. */
export const DELIVERED_REPORT_FILTER_FIELDS = {
  report: 'text',
  campaign: 'text',
  deliveredAt: 'date',
  recipient: 'text',
} as const;

export const ZReportListQuery = withTableFilter(
  ZPageQuery.extend({
    campaignId: z.uuid('Campanha inválida').optional(),
    status: ZReportStatus.optional(),
  }),
  REPORT_FILTER_FIELDS,
);
export type TReportListQuery = z.input<typeof ZReportListQuery>;

export const ZDeliveredReportsQuery = withTableFilter(
  ZPageQuery.extend(ZShareQuery.shape),
  DELIVERED_REPORT_FILTER_FIELDS,
);
export type TDeliveredReportsQuery = z.input<typeof ZDeliveredReportsQuery>;

export const ZReportDownloadQuery = ZShareQuery.extend({
  token: z.string().trim().min(10, 'Link inválido').max(2000, 'Link inválido').optional(),
});

export const ZDeliverReportBody = z.object({
  recipient: z.string().trim().max(200, 'No máximo 200 caracteres').optional(),
  note: z.string().trim().max(1000, 'No máximo 1000 caracteres').optional(),
});
export type TDeliverReportBody = z.infer<typeof ZDeliverReportBody>;

export const ZReport = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  format: ZReportFormat,
  status: ZReportStatus,
  progress: z.number(),
  error: z.string().nullable(),
  filename: z.string().nullable(),
  size: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deliveredByName: z.string().nullable(),
  recipient: z.string().nullable(),
  note: z.string().nullable(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportList = zPaged(ZReport);
export type TReportList = z.infer<typeof ZReportList>;

export const ZReportDownload = z.object({
  at: z.string(),
  /** The user's name, or 'convidado com link'. */
  by: z.string(),
  via: z.enum(REPORT_DOWNLOAD_VIAS),
});
export type TReportDownload = z.infer<typeof ZReportDownload>;

/** A delivered report with its latest downloads (at most 10) and their count. */
export const ZDeliveredReport = ZReport.extend({
  downloads: z.array(ZReportDownload),
  downloadCount: z.number(),
});
export type TDeliveredReport = z.infer<typeof ZDeliveredReport>;

export const ZDeliveredReportList = zPaged(ZDeliveredReport);
export type TDeliveredReportList = z.infer<typeof ZDeliveredReportList>;

export const ZDownloadLink = z.object({ url: z.string(), expiresAt: z.string() });
export type TDownloadLink = z.infer<typeof ZDownloadLink>;

/** Payload of socket event `report:progress` (room `user:<creator>`), as the job runs. */
export interface TReportProgress {
  id: string;
  status: TReportStatus;
  progress: number;
}
