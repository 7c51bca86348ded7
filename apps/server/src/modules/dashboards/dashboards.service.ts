import type { Queryable } from '../../core/db/connection';
import { createDashAccessRepository } from './dash-access.repository';

/**
 * What other modules may read of a campaign as the dashboards see it (reports build on the same view):
 * the campaign, its latest questionnaire version, and the campaign a share link opens.
 */
export function createCampaignLookup(db: Queryable) {
  const access = createDashAccessRepository(db);
  return {
    campaign: access.campaign,
    latestVersion: access.latestVersion,
    campaignByShare: access.campaignByShare,
  };
}
