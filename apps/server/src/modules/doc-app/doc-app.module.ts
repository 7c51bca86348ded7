import { AREA_ACCESS, POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { docAppRoutes } from '.';
import { docAppSocket } from './doc-app.socket';

export const docAppModule: ModuleManifest = {
  name: 'doc-app',
  routes: [
    {
      prefix: '/api/doc-app',
      plugin: docAppRoutes,
      access: {
        'GET /docs': AREA_ACCESS.documents,
        'POST /doc/new': POLICIES['docs:edit'],
        'POST /doc/rename': POLICIES['docs:edit'],
        'GET /doc': AREA_ACCESS.documents,
        'POST /doc/settings/update': AREA_ACCESS.documents,
        'POST /doc/members/update': POLICIES['docs:edit'],
        'GET /doc/people': POLICIES['docs:edit'],
        'POST /doc/delete': POLICIES['docs:edit'],
        'POST /doc/restore': POLICIES['docs:edit'],
        'POST /card/new': POLICIES['docs:edit'],
        'POST /card/update': POLICIES['docs:edit'],
        'POST /card/remove': POLICIES['docs:edit'],
        'POST /card/order': POLICIES['docs:edit'],
        'POST /card/comment': AREA_ACCESS.documents,
        'POST /card/subscribe': AREA_ACCESS.documents,
        'POST /list/new': POLICIES['docs:edit'],
        'POST /list/rename': POLICIES['docs:edit'],
        'POST /list/remove': POLICIES['docs:edit'],
        'POST /list/order': POLICIES['docs:edit'],
        'POST /card/attachment': POLICIES['docs:edit'],
        'GET /attachment': AREA_ACCESS.documents,
        'POST /card/attachment/remove': POLICIES['docs:edit'],
      },
    },
  ],
  owns: [
    'docs',
    'doc_members',
    'doc_lists',
    'doc_cards',
    'doc_attachments',
    'doc_activities',
    'doc_card_followers',
  ],
  reads: ['surveys', 'users'],
  socket: docAppSocket,
};
