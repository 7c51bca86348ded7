import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { knowledgeBaseRoutes } from '.';
import { seedKnowledgeBase } from './knowledge-base.seed';

export const knowledgeBaseModule: ModuleManifest = {
  name: 'knowledge-base',
  routes: [
    {
      prefix: '/api/knowledge-base',
      plugin: knowledgeBaseRoutes,
      access: {
        'GET /': 'public',
        'POST /article/save': POLICIES['knowledge-base:author'],
        'POST /article/remove': POLICIES['knowledge-base:author'],
      },
    },
  ],
  owns: ['kb_groups', 'kb_articles'],
  seed: seedKnowledgeBase,
};
