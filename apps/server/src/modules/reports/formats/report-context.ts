import {
  BUSINESS_TIME_ZONE,
  CAMPAIGN_MESSAGES,
  type TDashCampaign,
  type TReportFormat,
} from '@pesquisemais/shared';
import type { Db } from '../../../core/db/connection';
import type { EventBus } from '../../../core/events/events';
import { AppError } from '../../../lib/app-error';
import { createCampaignLookup } from '../../dashboards';
import { type ExportSource, exportSource } from '../../responses';
import { createReportJobRepository } from '../report-job.repository';

/** Everything a format needs; `progress` takes the share of the work done (0..1). */
export interface ReportContext {
  db: Db;
  campaign: TDashCampaign;
  /** The campaign's newest published questionnaire: its questions are the report's columns. */
  schema: unknown;
  generatedAt: Date;
  /** Complete responses to write (for progress). */
  completes: number;
  progress: (share: number) => Promise<void>;
  /** Where the dashboard deltas a report's fold finds are announced (absent: nobody is told). */
  events?: EventBus;
}

export async function loadReportContext(
  db: Db,
  campaignId: string,
  progress: ReportContext['progress'],
  events?: EventBus,
): Promise<ReportContext> {
  const access = createCampaignLookup(db);
  const [campaign, version] = await Promise.all([
    access.campaign(campaignId),
    access.latestVersion(campaignId),
  ]);
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  if (!version) throw new AppError('UNPROCESSABLE', CAMPAIGN_MESSAGES.needsPublished);
  const completes = await createReportJobRepository(db).countComplete(campaignId);
  return { db, campaign, schema: version.schema, generatedAt: new Date(), completes, progress, events };
}

/**
 * The responses' export pages, reporting each page of complete responses read as progress (the export's own
 * keyset pages are reused unchanged).
 */
export function countingResponses(context: ReportContext, span: number): ExportSource {
  const responses = exportSource(context.db);
  let read = 0;
  return {
    ...responses,
    exportPage: async (campaignId, afterId, limit, statuses) => {
      const page = await responses.exportPage(campaignId, afterId, limit, statuses);
      read += page.length;
      if (context.completes > 0) await context.progress(Math.min(1, read / context.completes) * span);
      return page;
    },
  };
}

const EXTENSIONS: Record<TReportFormat, string> = { csv: 'csv', xlsx: 'xlsx', pdf: 'pdf' };

export const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: BUSINESS_TIME_ZONE }).format(date).replace(/\//g, '-');

export const longDateTime = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);

/** 'Relatório - Onda 1 — Cardiologia 2026 - 22-11-2026.pdf' (no characters a file system refuses). */
export function reportFilename(campaignName: string, format: TReportFormat, date: Date): string {
  const name = campaignName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `Relatório - ${name} - ${dayOf(date)}.${EXTENSIONS[format]}`;
}
