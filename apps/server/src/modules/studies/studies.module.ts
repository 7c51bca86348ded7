import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { studiesRoutes } from '.';

export const studiesModule: ModuleManifest = {
  name: 'studies',
  routes: [
    {
      prefix: '/api/studies',
      plugin: studiesRoutes,
      access: {
        'GET /': POLICIES['studies:view'],
      },
    },
  ],
  reads: ['campaigns', 'doc_members', 'docs', 'reports', 'responses', 'surveys'],
};
