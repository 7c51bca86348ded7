import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { responseFilesRoutes } from '.';

export const responseFilesModule: ModuleManifest = {
  name: 'response-files',
  routes: [
    {
      prefix: '/api',
      plugin: responseFilesRoutes,
      access: {
        'GET /responses/:id/files/:fileId': POLICIES['responses:manage'],
      },
    },
  ],
  owns: ['response_files'],
};
