import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { scrumboardAppRoutes } from '.';
import { seedScrumboards } from './scrumboard-app.seed';

export const scrumboardAppModule: ModuleManifest = {
  name: 'scrumboard-app',
  routes: [
    {
      prefix: '/api/scrumboard-app',
      plugin: scrumboardAppRoutes,
      access: {
        'POST /card/new': 'signed-in',
        'POST /card/update': 'signed-in',
        'POST /card/remove': 'signed-in',
        'POST /card/order': 'signed-in',
        'POST /card/comment': 'signed-in',
        'POST /list/new': 'signed-in',
        'POST /list/rename': 'signed-in',
        'POST /list/remove': 'signed-in',
        'POST /list/order': 'signed-in',
        'POST /card/attachment': 'signed-in',
        'GET /attachment': 'signed-in',
        'POST /card/attachment/remove': 'signed-in',
        'GET /boards': 'signed-in',
        'POST /board/new': 'signed-in',
        'POST /board/rename': 'signed-in',
        'POST /board/settings/update': 'signed-in',
        'POST /board/delete': 'signed-in',
        'GET /board': 'signed-in',
        'POST /board/members/update': 'signed-in',
        'GET /board/people': 'signed-in',
      },
    },
  ],
  seed: (db, config) => seedScrumboards(db, config, DEMO_EMAILS, findAppUserId),
};
