import type { ModuleManifest } from '../../core/module';
import { DEMO_EMAILS, findAppUserId } from '../users';
import { calendarAppRoutes } from '.';
import { seedCalendar } from './calendar-app.seed';

export const calendarAppModule: ModuleManifest = {
  name: 'calendar-app',
  routes: [
    {
      prefix: '/api/calendar-app',
      plugin: calendarAppRoutes,
      access: {
        'GET /events': 'signed-in',
        'POST /add-event': 'signed-in',
        'POST /update-event': 'signed-in',
        'POST /remove-event': 'signed-in',
      },
    },
  ],
  owns: ['calendar_events'],
  seed: (db) => seedCalendar(db, DEMO_EMAILS, findAppUserId),
};
