import { REPORT_MESSAGES } from '@pesquisemais/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TDownloadVia } from './report-downloads.repository';
import { createReportsRepository, type ReportRow } from './reports.repository';

/** Who is asking: a collection role (every report), or the holder of one campaign's share token. */
export type ReportViewer =
  | { kind: 'manager'; userId: string }
  | { kind: 'share'; campaignId: string; userId: string | null };

/**
 * The campaign access rule (spec point 6, no role on /apps/reports/{type}): collection roles see every
 * campaign's reports; anyone else only the delivered reports of the campaign whose share token they hold
 * (a wrong token is a 404 that reveals nothing); without a token a guest gets 401 and a signed-in user 403.
 */
export async function reportViewer(
  request: FastifyRequest,
  share: string | undefined,
): Promise<ReportViewer> {
  const grant = await request.server.campaignAccess.requireAny(request, share);
  if (grant.kind === 'role' && request.user) return { kind: 'manager', userId: request.user.id };
  if (grant.kind === 'link')
    return { kind: 'share', campaignId: grant.campaignId, userId: request.user?.id ?? null };
  throw new AppError('UNAUTHENTICATED');
}

/** The report if this viewer may see it: a share holder sees only its campaign's delivered reports. */
export function visibleTo(viewer: ReportViewer, row: ReportRow | null): ReportRow {
  const hidden =
    !row || (viewer.kind === 'share' && (row.campaign_id !== viewer.campaignId || row.delivered_at === null));
  if (hidden) throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
  return row;
}

/** A download needs a finished file. */
export function ready(row: ReportRow): ReportRow {
  if (row.status !== 'done') throw new AppError('CONFLICT', REPORT_MESSAGES.notReady);
  return row;
}

export const resourceOf = (reportId: string) => `report:${reportId}`;

/**
 * Who may download: the holder of a link token for exactly this report (issued to someone allowed, valid
 * for minutes), else the caller's own rights as above.
 */
export async function downloadGrant(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  query: { token?: string; share?: string },
): Promise<{ userId: string | null; via: TDownloadVia }> {
  if (query.token) {
    const grant = await app.tokens.verifyResource(query.token, resourceOf(id));
    if (!grant) throw new AppError('UNAUTHENTICATED', REPORT_MESSAGES.invalidLink);
    return { userId: grant.userId, via: grant.userId ? 'usuário' : 'link' };
  }
  const viewer = await reportViewer(request, query.share);
  visibleTo(viewer, await createReportsRepository(app.db).findById(id));
  return { userId: viewer.userId, via: viewer.kind === 'manager' ? 'usuário' : 'link' };
}
