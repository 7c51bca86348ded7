import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { todoAppRoutes } from '.';
import { seedTodos } from './todo-app.seed';

export const todoAppModule: ModuleManifest = {
  name: 'todo-app',
  routes: [
    {
      prefix: '/api/todo-app',
      plugin: todoAppRoutes,
      access: {
        'GET /folders': 'signed-in',
        'GET /filters': 'signed-in',
        'GET /labels': 'signed-in',
        'GET /todos': 'signed-in',
        'POST /new-todo': 'signed-in',
        'POST /update-todo': 'signed-in',
        'POST /remove-todo': 'signed-in',
        'POST /set-folder': 'signed-in',
        'POST /toggle-label': 'signed-in',
        'POST /delete-todos': 'signed-in',
      },
    },
  ],
  owns: ['todos'],
  seed: (db) => seedTodos(db, DEMO_EMAILS, findAppUserId),
};
