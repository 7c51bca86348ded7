import type { Queryable } from '../../core/db/connection';
import { createDashAccessRepository } from './dash-access.repository';

/**
 * What other modules may read of a campaign as the dashboards see it (reports build on the same view):
 * the campaign and its latest questionnaire version.
 */
export function createCampaignLookup(db: Queryable) {
  const access = createDashAccessRepository(db);
  return {
    campaign: access.campaign,
    latestVersion: access.latestVersion,
  };
}
