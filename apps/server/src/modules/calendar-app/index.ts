import {
  CALENDAR_MESSAGES,
  ZAddEventBody,
  ZCalendarEvent,
  ZCalendarEventList,
  ZRemoveEventBody,
  ZUpdateEventBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createCalendarRepository } from './calendar-app.repository';

const tags = ['calendar-app'];

/** The calendar app (spec point 7, /api/calendar-app): every signed-in user has their own events. */
export const calendarAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createCalendarRepository(app.db);

  app.get('/events', { schema: { tags, response: { 200: ZCalendarEventList } } }, (request) =>
    events.list(requireUser(request).id),
  );

  app.post(
    '/add-event',
    { schema: { tags, body: ZAddEventBody, response: { 200: ZCalendarEvent } } },
    async (request) => {
      const [event] = await events.insertMany([
        { ...request.body.newEvent, ownerId: requireUser(request).id },
      ]);
      if (!event) throw new AppError('INTERNAL');
      return event;
    },
  );

  app.post(
    '/update-event',
    { schema: { tags, body: ZUpdateEventBody, response: { 200: ZCalendarEvent } } },
    async (request) => {
      const event = await events.update(requireUser(request).id, request.body.event);
      if (!event) throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
      return event;
    },
  );

  app.post(
    '/remove-event',
    { schema: { tags, body: ZRemoveEventBody, response: { 200: ZRemoveEventBody } } },
    async (request) => {
      if (!(await events.remove(requireUser(request).id, request.body.eventId))) {
        throw new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
      }
      return { eventId: request.body.eventId };
    },
  );
};

// The public face other modules use (never the files themselves).
export { createCalendarService } from './calendar-app.service';
