import { DASHBOARD_WATCH_ACTION } from '@pesquisemais/shared';
import type { SocketFeature } from '../../core/realtime/registry';
import { watchDashboard } from './live';

/**
 * Room dash:<campaignId>, by the one campaign access rule: collection roles may stay in any, anyone else
 * only while the share token they joined with is still that campaign's (a replaced link ends the watch).
 */
export const dashboardsSocket: SocketFeature = {
  actions: { [DASHBOARD_WATCH_ACTION]: watchDashboard },
  rooms: {
    dash: async ({ app, id, role, data, memo }) => {
      const share = data.shares?.[id];
      // One lookup per link and re-check run: many sockets share a campaign's link.
      const grant = await memo(`grant:${role}:${share ?? ''}`, () => app.campaignAccess.grant(role, share));
      return grant !== null && (grant.kind === 'role' || grant.campaignId === id);
    },
  },
};
