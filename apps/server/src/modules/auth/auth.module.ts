import type { ModuleManifest } from '../../core/module';
import { authRoutes } from '.';

export const authModule: ModuleManifest = {
  name: 'auth',
  routes: [
    {
      prefix: '/api/auth',
      plugin: authRoutes,
      access: {
        'POST /register': 'public',
        'POST /register/confirm': 'public',
        'POST /register/resend': 'public',
        'POST /signin': 'public',
        'POST /access-token': 'public',
        'POST /signout': 'signed-in',
        'POST /signout-all': 'signed-in',
        'POST /user/update': 'signed-in',
      },
    },
  ],
  owns: ['account_unlocks', 'consent_records', 'registration_confirmations'],
};
