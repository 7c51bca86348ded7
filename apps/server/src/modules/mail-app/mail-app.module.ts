import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUser } from '../users';
import { mailAppRoutes } from '.';
import { seedMail } from './mail-app.seed';

export const mailAppModule: ModuleManifest = {
  name: 'mail-app',
  routes: [
    {
      prefix: '/api/mail-app',
      plugin: mailAppRoutes(findAppUser),
      access: {
        'GET /mails': 'signed-in',
        'GET /mail': 'signed-in',
        'GET /folders': 'signed-in',
        'GET /filters': 'signed-in',
        'GET /labels': 'signed-in',
        'POST /update-mail': 'signed-in',
        'POST /set-folder': 'signed-in',
        'POST /toggle-label': 'signed-in',
        'POST /delete-mails': 'signed-in',
        'POST /attachment': 'signed-in',
        'GET /attachment': 'signed-in',
        'POST /send-mail': 'signed-in',
      },
    },
  ],
  owns: ['mail_messages', 'mail_attachments', 'mail_message_attachments'],
  seed: (db) => seedMail(db, DEMO_EMAILS, findAppUser),
};
