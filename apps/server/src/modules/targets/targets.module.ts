import { AREA_ACCESS } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { targetsRoutes } from '.';
import { auditSavedConditions } from './condition-audit';

export const targetsModule: ModuleManifest = {
  name: 'targets',
  routes: [
    {
      prefix: '/api',
      plugin: targetsRoutes,
      access: {
        'GET /targets': 'signed-in',
        'GET /campaigns/:id/targets': AREA_ACCESS.collection,
        'POST /campaigns/:id/targets': AREA_ACCESS.collection,
        'PATCH /campaigns/:id/targets/:targetId': AREA_ACCESS.collection,
        'DELETE /campaigns/:id/targets/:targetId': AREA_ACCESS.collection,
      },
    },
  ],
  owns: ['targets'],
  reads: ['campaigns', 'survey_versions'],
  startup: auditSavedConditions,
};
