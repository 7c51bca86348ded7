import { can, DASHBOARD_WATCH_ACTION } from '@pesquisemais/shared';
import type { SocketFeature } from '../../core/realtime/registry';
import { createDashAccessRepository } from './dash-access.repository';
import { watchDashboard } from './live';

/**
 * Room dash:<campaignId>: collection roles may stay in any, anyone else only while the share token they
 * joined with is still that campaign's (a replaced link ends the watch).
 */
export const dashboardsSocket: SocketFeature = {
  actions: { [DASHBOARD_WATCH_ACTION]: watchDashboard },
  rooms: {
    dash: async ({ app, id, role, data, memo }) => {
      if (can({ role }, 'dashboards:view-all')) return true;
      const share = data.shares?.[id];
      if (share === undefined) return false;
      const campaignId = await memo(`share:${share}`, async () => {
        const row = await createDashAccessRepository(app.db).campaignByShare(share);
        return row?.id ?? null;
      });
      return campaignId === id;
    },
  },
};
