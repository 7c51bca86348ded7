import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { notesAppRoutes } from '.';
import { seedNotes } from './notes-app.seed';

export const notesAppModule: ModuleManifest = {
  name: 'notes-app',
  routes: [
    {
      prefix: '/api/notes-app',
      plugin: notesAppRoutes,
      access: {
        'GET /notes': 'signed-in',
        'GET /labels': 'signed-in',
        'POST /create-note': 'signed-in',
        'POST /update-note': 'signed-in',
        'POST /update-labels': 'signed-in',
        'POST /remove-note': 'signed-in',
      },
    },
  ],
  owns: ['notes', 'note_labels'],
  seed: (db) => seedNotes(db, DEMO_EMAILS, findAppUserId),
};
