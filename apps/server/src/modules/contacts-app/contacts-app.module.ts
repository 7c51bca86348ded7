import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { contactsAppRoutes } from '.';
import { seedContacts } from './contacts-app.seed';

export const contactsAppModule: ModuleManifest = {
  name: 'contacts-app',
  routes: [
    {
      prefix: '/api/contacts-app',
      plugin: contactsAppRoutes,
      access: {
        'GET /user': 'signed-in',
        'POST /toggle-starred-contact': 'signed-in',
        'POST /toggle-starred-contacts': 'signed-in',
        'POST /set-contacts-starred': 'signed-in',
        'POST /set-contacts-unstarred': 'signed-in',
        'GET /contacts': 'signed-in',
        'POST /add-contact': 'signed-in',
        'POST /update-contact': 'signed-in',
        'POST /remove-contact': 'signed-in',
        'POST /remove-contacts': 'signed-in',
      },
    },
  ],
  owns: ['contacts', 'contact_groups'],
  seed: (db) => seedContacts(db, DEMO_EMAILS, findAppUserId),
};
