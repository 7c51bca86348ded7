import { CAMPAIGN_MESSAGES, can } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { type CampaignRow, createCampaignsRepository } from './campaigns.repository';

export interface CampaignRead {
  row: CampaignRow;
  /** A collection role (sees everything, may change it); false for a share-link reader. */
  isManager: boolean;
}

/**
 * Read access to one campaign: collection roles, or anyone holding that campaign's share token.
 * A wrong token is a 404 so that it reveals nothing; no token at all is 401 (guest) or 403.
 */
export async function readableCampaign(
  db: Queryable,
  request: FastifyRequest,
  id: string,
  share: string | undefined,
): Promise<CampaignRead> {
  const campaigns = createCampaignsRepository(db);
  if (can(request.user, 'campaigns:manage')) {
    const row = await campaigns.findById(id);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    return { row, isManager: true };
  }
  if (share) {
    const row = await campaigns.findByShareToken(share);
    if (!row || row.id !== id) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    return { row, isManager: false };
  }
  throw new AppError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}
