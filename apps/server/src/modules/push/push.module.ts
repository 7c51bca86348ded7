import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { pushRoutes } from '.';

export const pushModule: ModuleManifest = {
  name: 'push',
  routes: [
    {
      prefix: '/api/push',
      plugin: pushRoutes,
      access: {
        'GET /public-key': 'public',
        'POST /subscribe': 'signed-in',
        'POST /test': POLICIES['push:test'],
      },
    },
  ],
  owns: ['push_subscriptions'],
  events: { consumes: ['notification.requested'] },
};
