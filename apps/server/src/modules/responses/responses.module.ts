import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { responsesRoutes } from '.';

export const responsesModule: ModuleManifest = {
  name: 'responses',
  routes: [
    {
      prefix: '/api',
      plugin: responsesRoutes,
      access: {
        'GET /campaigns/:id/responses': POLICIES['responses:manage'],
        'GET /responses/:id': POLICIES['responses:manage'],
        'PATCH /responses/:id': POLICIES['responses:manage'],
        'DELETE /responses/:id': POLICIES['responses:manage'],
        'GET /campaigns/:id/export': POLICIES['responses:manage'],
      },
    },
  ],
  owns: ['responses', 'response_audit'],
  reads: ['campaigns', 'respondents', 'survey_versions', 'users'],
  events: { publishes: ['response.changed'] },
};
