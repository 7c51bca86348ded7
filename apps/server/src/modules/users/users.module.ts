import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { usersRoutes } from '.';
import { seedDemoUsers } from './users.seed';

export const usersModule: ModuleManifest = {
  name: 'users',
  routes: [
    {
      prefix: '/api/users',
      plugin: usersRoutes,
      access: {
        'GET /': POLICIES['users:list'],
        'PATCH /:uuid/role': POLICIES['users:change-role'],
      },
    },
  ],
  owns: ['users', 'role_changes', 'signed_out_sessions'],
  events: { publishes: ['user.role-changed'] },
  seed: (db, config) => seedDemoUsers(db, config.demoPasswords),
};
