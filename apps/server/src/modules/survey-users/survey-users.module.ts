import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { surveyUsersRoutes } from '.';

export const surveyUsersModule: ModuleManifest = {
  name: 'survey-users',
  routes: [
    {
      prefix: '/api/survey-users',
      plugin: surveyUsersRoutes,
      access: {
        'GET /respondents': POLICIES['survey-users:manage'],
        'GET /attributes': POLICIES['survey-users:manage'],
        'POST /respondents': POLICIES['survey-users:manage'],
        'DELETE /respondents/:id': POLICIES['survey-users:manage'],
        'GET /respondents/:id': POLICIES['survey-users:manage'],
        'PATCH /respondents/:id': POLICIES['survey-users:manage'],
        'GET /respondents/:id/history': POLICIES['survey-users:manage'],
        'POST /import/preview': POLICIES['survey-users:manage'],
        'POST /import/commit': POLICIES['survey-users:manage'],
      },
    },
  ],
};
