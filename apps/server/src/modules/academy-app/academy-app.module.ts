import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { academyAppRoutes } from '.';
import { seedAcademy } from './academy-app.seed';

export const academyAppModule: ModuleManifest = {
  name: 'academy-app',
  routes: [
    {
      prefix: '/api/academy-app',
      plugin: academyAppRoutes,
      access: {
        'GET /categories': 'signed-in',
        'GET /courses': 'signed-in',
        'GET /course': 'signed-in',
        'POST /course/add': POLICIES['academy:author'],
        'POST /course/save': POLICIES['academy:author'],
        'POST /course/addstep': POLICIES['academy:author'],
        'POST /course/update': 'signed-in',
      },
    },
  ],
  owns: ['academy_categories', 'academy_courses', 'academy_course_steps', 'academy_progress'],
  seed: seedAcademy,
};
