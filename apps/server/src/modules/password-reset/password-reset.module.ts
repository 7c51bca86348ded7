import type { ModuleManifest } from '../../core/module';
import { passwordResetRoutes } from '.';

export const passwordResetModule: ModuleManifest = {
  name: 'password-reset',
  routes: [
    {
      prefix: '/api/auth',
      plugin: passwordResetRoutes,
      access: {
        'POST /forgot-password': 'public',
        'POST /reset-password/check': 'public',
        'POST /reset-password': 'public',
        'POST /unlock': 'signed-in',
        'POST /change-password': 'signed-in',
      },
    },
  ],
  owns: ['password_resets'],
};
