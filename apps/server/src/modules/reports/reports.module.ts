import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { reportsRoutes } from '.';
import { reportWorkers } from './reports.jobs';
import { reportQueues } from './reports.queues';

export const reportsModule: ModuleManifest = {
  name: 'reports',
  routes: [
    {
      prefix: '/api/reports',
      plugin: reportsRoutes,
      access: {
        'POST /': POLICIES['reports:manage'],
        'GET /': POLICIES['reports:manage'],
        'GET /delivered': POLICIES['reports:manage'],
        'GET /:id': POLICIES['reports:manage'],
        'POST /:id/deliver': POLICIES['reports:manage'],
        'POST /:id/download-link': POLICIES['reports:manage'],
        'GET /:id/download': POLICIES['reports:manage'],
      },
      // A campaign's share link opens its delivered reports; a signed link (token) one download.
      openedByLink: {
        'GET /delivered': ['share'],
        'GET /:id': ['share'],
        'POST /:id/download-link': ['share'],
        'GET /:id/download': ['share', 'token'],
      },
    },
  ],
  owns: ['reports', 'report_files', 'report_downloads'],
  reads: ['campaigns', 'responses', 'users'],
  events: { publishes: ['notification.requested', 'report.delivered'] },
  jobs: { queues: reportQueues, workers: reportWorkers },
};
