import { CAMPAIGN_MESSAGES } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type CampaignRow, createCampaignsRepository } from './campaigns.repository';

export interface CampaignRead {
  row: CampaignRow;
  /** A collection role (sees everything, may change it); false for a share-link reader. */
  isManager: boolean;
}

/** Read access to one campaign, by the one rule of core/auth/campaign-access (role or share token). */
export async function readableCampaign(
  request: FastifyRequest,
  id: string,
  share: string | undefined,
): Promise<CampaignRead> {
  const app = request.server;
  const grant = await app.campaignAccess.requireCampaign(request, id, share);
  const row = await createCampaignsRepository(app.db).findById(id);
  if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  return { row, isManager: grant.kind === 'role' };
}
