import { AREA_ACCESS } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { campaignsRoutes } from '.';

export const campaignsModule: ModuleManifest = {
  name: 'campaigns',
  routes: [
    {
      prefix: '/api/campaigns',
      plugin: campaignsRoutes,
      access: {
        'GET /': AREA_ACCESS.collection,
        'POST /': AREA_ACCESS.collection,
        'GET /:id': AREA_ACCESS.collection,
        'PATCH /:id': AREA_ACCESS.collection,
        'POST /:id/status': AREA_ACCESS.collection,
        'POST /:id/share-token': AREA_ACCESS.collection,
      },
      // A campaign's share link opens its read-only view.
      openedByLink: { 'GET /:id': ['share'] },
    },
  ],
  owns: ['campaigns'],
  reads: ['dash_counters', 'survey_versions', 'surveys'],
  events: { publishes: ['campaign.changed', 'campaign.link-replaced'] },
};
