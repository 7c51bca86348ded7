import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { dashboardsRoutes } from '.';
import { backfillDashboards } from './backfill';
import { dashboardsSocket } from './dashboards.socket';

export const dashboardsModule: ModuleManifest = {
  name: 'dashboards',
  routes: [
    {
      prefix: '/api/dashboards',
      plugin: dashboardsRoutes,
      access: {
        'GET /livecampaigns': POLICIES['dashboards:view-all'],
        'GET /painel2/:id': POLICIES['dashboards:view-all'],
        'GET /interviewers': POLICIES['dashboards:interviewers'],
      },
      // A campaign's share link opens its dashboards.
      openedByLink: { 'GET /livecampaigns': ['share'], 'GET /painel2/:id': ['share'] },
    },
  ],
  owns: ['dash_changes', 'dash_counters', 'dash_response_state'],
  reads: ['campaigns', 'respondents', 'responses', 'survey_versions', 'surveys', 'targets', 'users'],
  events: {
    publishes: ['dashboard.counted'],
    consumes: ['response.changed', 'dashboard.counted', 'campaign.changed', 'campaign.link-replaced'],
  },
  socket: dashboardsSocket,
  startup: backfillDashboards,
};
