import { can, type TDashCampaign } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { createDashAccessRepository } from './dash-access.repository';

const NOT_FOUND = 'Campanha não encontrada.';

/**
 * Who sees a campaign's dashboards (spec point 6, no role on the route): collection roles see every
 * campaign; anyone else only the campaign whose share token they hold (a wrong token is a 404 that reveals
 * nothing); without a token a guest gets 401 and a signed-in user 403.
 */
export async function dashboardCampaign(
  db: Queryable,
  request: FastifyRequest,
  campaignId: string,
  share: string | undefined,
): Promise<TDashCampaign> {
  const access = createDashAccessRepository(db);
  if (can(request.user, 'dashboards:view-all')) {
    const campaign = await access.campaign(campaignId);
    if (!campaign) throw new AppError('NOT_FOUND', NOT_FOUND);
    return campaign;
  }
  if (share) {
    const campaign = await access.campaignByShare(share);
    if (!campaign || campaign.id !== campaignId) throw new AppError('NOT_FOUND', NOT_FOUND);
    return campaign;
  }
  throw new AppError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}

/** The campaigns a viewer may pick: all for collection roles, the shared one for a link holder. */
export async function visibleCampaigns(
  db: Queryable,
  request: FastifyRequest,
  share: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: TDashCampaign[]; total: number }> {
  const access = createDashAccessRepository(db);
  if (can(request.user, 'dashboards:view-all')) return access.campaigns(pageSize, (page - 1) * pageSize);
  if (share) {
    const campaign = await access.campaignByShare(share);
    if (!campaign) throw new AppError('NOT_FOUND', 'Link de compartilhamento inválido.');
    return { rows: [campaign], total: 1 };
  }
  throw new AppError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}
