import type { ModuleManifest } from '../../core/module';
import { accountRoutes } from '.';

export const accountModule: ModuleManifest = {
  name: 'account',
  routes: [
    {
      prefix: '/api/account',
      plugin: accountRoutes,
      access: {
        'POST /email-change': 'signed-in',
        'POST /email-change/confirm': 'public',
        'GET /export': 'signed-in',
        'POST /delete': 'signed-in',
      },
    },
  ],
  owns: ['email_changes'],
  reads: [
    'activities',
    'calendar_events',
    'campaigns',
    'consent_records',
    'notes',
    'post_comments',
    'post_images',
    'post_likes',
    'posts',
    'profiles',
    'push_subscriptions',
    'report_downloads',
    'responses',
    'role_changes',
    'users',
  ],
};
