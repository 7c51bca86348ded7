import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { fileManagerAppRoutes } from '.';
import { seedFileManager } from './file-manager-app.seed';

export const fileManagerAppModule: ModuleManifest = {
  name: 'file-manager-app',
  routes: [
    {
      prefix: '/api/file-manager-app',
      plugin: fileManagerAppRoutes,
      access: {
        'GET /files': 'signed-in',
        'POST /folder/new': 'signed-in',
        'POST /upload': 'signed-in',
        'GET /file': 'signed-in',
        'POST /file/rename': 'signed-in',
        'POST /file/move': 'signed-in',
        'POST /file/offline': 'signed-in',
        'POST /file/delete': 'signed-in',
      },
    },
  ],
  owns: ['file_manager_items'],
  reads: ['users'],
  seed: (db, config) => seedFileManager(db, config, DEMO_EMAILS, findAppUserId),
};
