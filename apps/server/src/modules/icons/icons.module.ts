import type { ModuleManifest } from '../../core/module';
import { iconsRoutes } from '.';

export const iconsModule: ModuleManifest = {
  name: 'icons',
  routes: [
    {
      prefix: '/api/icons',
      plugin: iconsRoutes,
      access: {
        'GET /': 'public',
      },
    },
  ],
};
