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
      // A campaign's share link opens its targets.
      openedByLink: { 'GET /targets': ['share'], 'GET /campaigns/:id/targets': ['share'] },
    },
  ],
  owns: ['targets'],
  reads: ['campaigns', 'survey_versions'],
  startup: auditSavedConditions,
};
