import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { mailingRoutes } from '.';
import { mailingWorkers } from './mailing.jobs';
import { mailingQueues } from './mailing.queues';
import { seedMailTemplates } from './mailing.seed';
import { mailingSocket } from './mailing.socket';

export const mailingModule: ModuleManifest = {
  name: 'mailing',
  routes: [
    {
      prefix: '/api',
      plugin: mailingRoutes,
      access: {
        'GET /mailing/templates': POLICIES['mailing:manage'],
        'POST /mailing/templates': POLICIES['mailing:manage'],
        'GET /mailing/templates/:id': POLICIES['mailing:manage'],
        'PUT /mailing/templates/:id': POLICIES['mailing:manage'],
        'GET /mailing/templates/:id/versions': POLICIES['mailing:manage'],
        'GET /mailing/merge-fields': POLICIES['mailing:manage'],
        'POST /mailing/preview': POLICIES['mailing:manage'],
        'POST /mailing/test': POLICIES['mailing:manage'],
        'POST /mailing-jobs/preview': POLICIES['mailing:manage'],
        'POST /mailing-jobs': POLICIES['mailing:manage'],
        'GET /mailing-jobs': POLICIES['mailing:manage'],
        'GET /mailing-jobs/:id': POLICIES['mailing:manage'],
        'GET /mailing-jobs/:id/recipients': POLICIES['mailing:manage'],
        'POST /mailing-jobs/:id/pause': POLICIES['mailing:manage'],
        'POST /mailing-jobs/:id/resume': POLICIES['mailing:manage'],
        'POST /mailing-jobs/:id/cancel': POLICIES['mailing:manage'],
        'GET /mailing/campaigns': POLICIES['mailing:manage'],
        'GET /mailing/respondents': POLICIES['mailing:manage'],
        'GET /mailing/unsubscribe': 'public',
        'POST /mailing/unsubscribe': 'public',
      },
    },
  ],
  owns: [
    'mail_templates',
    'mail_template_versions',
    'mailing_jobs',
    'mailing_recipients',
    'mailing_job_audit',
  ],
  reads: ['campaigns', 'invitations', 'respondents', 'users'],
  jobs: { queues: mailingQueues, workers: mailingWorkers },
  socket: mailingSocket,
  seed: async (db) => seedMailTemplates(db, await findAppUserId(db, DEMO_EMAILS[0] ?? '')),
};
