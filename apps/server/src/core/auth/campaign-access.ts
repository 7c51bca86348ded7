import { AREA_ACCESS, CAMPAIGN_MESSAGES, hasAccess, type TRole } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Queryable } from '../db/connection';

/** How someone reaches campaigns: a collection role reaches every one, a share link only its own. */
export type CampaignGrant = { kind: 'role' } | { kind: 'link'; campaignId: string };

/** What core needs from the module that owns campaigns: which campaign a share token opens. */
export interface CampaignLinks {
  campaignIdByShare(db: Queryable, token: string): Promise<string | null>;
}

export const INVALID_SHARE_LINK = 'Link de compartilhamento inválido.';

/**
 * The one rule for reading a campaign and what hangs off it (dashboards, targets, reports have no role of
 * their own, spec point 6): a collection role reads every campaign; anyone else only the campaign whose
 * share token they hold. HTTP routes and socket rooms both ask it; it reads the role it is given, so a
 * socket asks with the current one.
 */
export function createCampaignAccess(db: Queryable, links: CampaignLinks) {
  async function grant(role: TRole | null, share: string | undefined): Promise<CampaignGrant | null> {
    if (role && hasAccess(AREA_ACCESS.collection, role)) return { kind: 'role' };
    if (!share) return null;
    const campaignId = await links.campaignIdByShare(db, share);
    return campaignId ? { kind: 'link', campaignId } : null;
  }

  const refused = (request: FastifyRequest) => new AppError(request.user ? 'FORBIDDEN' : 'UNAUTHENTICATED');

  return {
    grant,

    /** Whether `role`, holding `share` (if any), may read campaign `campaignId` (socket joins and re-checks). */
    async allows(role: TRole | null, campaignId: string, share: string | undefined): Promise<boolean> {
      const found = await grant(role, share);
      return found !== null && (found.kind === 'role' || found.campaignId === campaignId);
    },

    /**
     * A request for one campaign: a token that opens another campaign, or none, is a 404 that reveals
     * nothing; no token at all is 401 for a guest and 403 for a signed-in user.
     */
    async requireCampaign(
      request: FastifyRequest,
      campaignId: string,
      share: string | undefined,
    ): Promise<CampaignGrant> {
      const found = await grant(request.user?.role ?? null, share);
      if (found?.kind === 'role') return found;
      if (!share) throw refused(request);
      if (found?.campaignId !== campaignId) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      return found;
    },

    /** A request for a list: every campaign for a role, the token's own for a link holder. */
    async requireAny(request: FastifyRequest, share: string | undefined): Promise<CampaignGrant> {
      const found = await grant(request.user?.role ?? null, share);
      if (found) return found;
      if (share) throw new AppError('NOT_FOUND', INVALID_SHARE_LINK);
      throw refused(request);
    },
  };
}

export type CampaignAccess = ReturnType<typeof createCampaignAccess>;
