import type { ModuleManifest } from '../../core/module';
import { quickPanelRoutes } from '.';

export const quickPanelModule: ModuleManifest = {
  name: 'quick-panel',
  routes: [
    {
      prefix: '/api/quick-panel',
      plugin: quickPanelRoutes,
      access: {
        'GET /data': 'signed-in',
      },
    },
  ],
  owns: ['quick_panel_entries'],
};
