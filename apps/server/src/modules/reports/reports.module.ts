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
    },
  ],
  owns: ['reports', 'report_files', 'report_downloads'],
  reads: ['campaigns', 'responses', 'users'],
  events: { publishes: ['notification.requested', 'report.delivered'] },
  jobs: { queues: reportQueues, workers: reportWorkers },
};
