import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { analyticsDashboardRoutes, projectDashboardRoutes } from '.';
import { seedInsights } from './insights.seed';

export const insightsModule: ModuleManifest = {
  name: 'insights',
  routes: [
    {
      prefix: '/api/analytics-dashboard-app',
      plugin: analyticsDashboardRoutes,
      access: {
        'GET /widgets': POLICIES['insights:view'],
      },
    },
    {
      prefix: '/api/project-dashboard-app',
      plugin: projectDashboardRoutes,
      access: {
        'GET /widgets': POLICIES['insights:view'],
        'GET /projects': POLICIES['insights:view'],
      },
    },
  ],
  owns: ['insight_budget', 'insight_weather'],
  reads: [
    'campaigns',
    'invitations',
    'mail_template_versions',
    'mail_templates',
    'mailing_jobs',
    'mailing_recipients',
    'respondents',
    'responses',
  ],
  seed: seedInsights,
};
