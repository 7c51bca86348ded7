import { AREA_ACCESS } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { closeCampaignsOfSurvey } from '../campaigns';
import { surveysRoutes } from '.';
import { surveysSocket } from './surveys.socket';

export const surveysModule: ModuleManifest = {
  name: 'surveys',
  routes: [
    {
      prefix: '/api/surveys',
      plugin: surveysRoutes({ closeCampaignsOf: closeCampaignsOfSurvey }),
      access: {
        'GET /': AREA_ACCESS.collection,
        'POST /': AREA_ACCESS.collection,
        'POST /import': AREA_ACCESS.collection,
        'GET /:id': AREA_ACCESS.collection,
        'PATCH /:id': AREA_ACCESS.collection,
        'POST /:id/import': AREA_ACCESS.collection,
        'GET /:id/export': AREA_ACCESS.collection,
        'POST /:id/duplicate': AREA_ACCESS.collection,
        'POST /:id/archive': AREA_ACCESS.collection,
        'POST /:id/publish': AREA_ACCESS.collection,
        'POST /:id/close': AREA_ACCESS.collection,
        'GET /:id/versions': AREA_ACCESS.collection,
        'GET /:id/versions/:version': AREA_ACCESS.collection,
      },
    },
  ],
  owns: ['surveys', 'survey_versions'],
  reads: ['users'],
  events: { publishes: ['campaign.changed', 'survey.published'] },
  socket: surveysSocket,
};
