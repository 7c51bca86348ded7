import { AREA_ACCESS, POLICIES } from '@pesquisemais/shared';
import { INVITATION, type TIdentity } from '../../core/auth/access';
import type { ModuleManifest } from '../../core/module';
import { surveyPlayerRoutes } from '.';
import { auditDetachedInvitationResponses } from './duplicate-audit';

/** The player's roles and invitation sessions; a link or a resume token opens the rest. */
const PLAYER: readonly TIdentity[] = [...AREA_ACCESS.player, INVITATION];

export const surveyPlayerModule: ModuleManifest = {
  name: 'survey-player',
  routes: [
    {
      prefix: '/api/survey-player',
      plugin: surveyPlayerRoutes,
      access: {
        'POST /invitations/exchange': 'anyone',
        'GET /surveys': PLAYER,
        'GET /campaigns/:campaignId': PLAYER,
        'POST /campaigns/:campaignId/responses': PLAYER,
        'PUT /responses/:id': 'anyone',
        'POST /responses/:id/complete': 'anyone',
        'POST /campaigns/:campaignId/offline-interviews': POLICIES['play:interview'],
        'POST /responses/:id/files': 'anyone',
        'GET /responses/:id/files/:fileId': 'anyone',
        'DELETE /responses/:id/files/:fileId': 'anyone',
      },
    },
  ],
  reads: ['campaigns', 'invitations', 'respondents', 'responses', 'survey_versions', 'surveys', 'targets'],
  events: { publishes: ['response.changed', 'response.completed'] },
  startup: auditDetachedInvitationResponses,
};
