import { CAMPAIGN_MESSAGES, type TDashCampaign, type TPageQuery } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { createDashAccessRepository } from './dash-access.repository';

/**
 * Who sees a campaign's dashboards (spec point 6, no role on the route): the one rule of
 * core/auth/campaign-access, a collection role or that campaign's share token.
 */
export async function dashboardCampaign(
  request: FastifyRequest,
  campaignId: string,
  share: string | undefined,
): Promise<TDashCampaign> {
  const app = request.server;
  await app.campaignAccess.requireCampaign(request, campaignId, share);
  const campaign = await createDashAccessRepository(app.db).campaign(campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  return campaign;
}

/** The campaigns a viewer may pick: all for collection roles, the shared one for a link holder. */
export async function visibleCampaigns(
  request: FastifyRequest,
  share: string | undefined,
  paging: TPageQuery,
): Promise<{ rows: TDashCampaign[]; total: number }> {
  const app = request.server;
  const access = createDashAccessRepository(app.db);
  const grant = await app.campaignAccess.requireAny(request, share);
  if (grant.kind === 'role') return access.campaigns(pageWindow(paging));
  const campaign = await access.campaign(grant.campaignId);
  return campaign ? { rows: [campaign], total: 1 } : { rows: [], total: 0 };
}
