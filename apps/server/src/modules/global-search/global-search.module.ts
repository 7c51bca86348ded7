import type { ModuleManifest } from '../../core/module';
import { globalSearchRoutes } from '.';

/**
 * The global search (issue 35): no table of its own. It reads the searched records where they live, through
 * the full-text indexes of migration 0044, with each module's visibility rule restated in its queries.
 */
export const globalSearchModule: ModuleManifest = {
  name: 'global-search',
  routes: [{ prefix: '/api/global-search', plugin: globalSearchRoutes, access: { 'GET /': 'signed-in' } }],
  reads: [
    'campaigns',
    'doc_cards',
    'doc_members',
    'docs',
    'reports',
    'respondents',
    'room_members',
    'rooms',
    'surveys',
  ],
};
