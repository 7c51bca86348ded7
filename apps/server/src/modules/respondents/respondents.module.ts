import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { respondentsRoutes } from '.';

export const respondentsModule: ModuleManifest = {
  name: 'respondents',
  routes: [
    {
      prefix: '/api',
      plugin: respondentsRoutes,
      access: {
        'POST /respondents': POLICIES['respondents:manage'],
        'GET /respondents': POLICIES['respondents:manage'],
        'POST /campaigns/:id/invitations': POLICIES['respondents:manage'],
        'GET /campaigns/:id/invitations': POLICIES['respondents:manage'],
      },
    },
  ],
  owns: ['respondents', 'invitations'],
  reads: ['campaigns', 'responses'],
};
