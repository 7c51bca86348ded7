import type { ModuleManifest } from '../../core/module';
import { healthRoutes } from '.';

export const healthModule: ModuleManifest = {
  name: 'health',
  routes: [
    {
      prefix: '/api/health',
      plugin: healthRoutes,
      access: {
        'GET /': 'public',
      },
    },
  ],
};
