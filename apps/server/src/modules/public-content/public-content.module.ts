import type { ModuleManifest } from '../../core/module';
import { faqRoutes, invoiceRoutes, searchRoutes } from '.';
import { seedPublicContent } from './public-content.seed';

export const publicContentModule: ModuleManifest = {
  name: 'public-content',
  routes: [
    {
      prefix: '/api/faq',
      plugin: faqRoutes,
      access: {
        'GET /': 'public',
      },
    },
    {
      prefix: '/api/search',
      plugin: searchRoutes,
      access: {
        'GET /': 'public',
      },
    },
    {
      prefix: '/api/invoices',
      plugin: invoiceRoutes,
      access: {
        'GET /get-invoice': 'public',
      },
    },
  ],
  owns: ['faq_entries', 'search_entries', 'invoices'],
  seed: seedPublicContent,
};
