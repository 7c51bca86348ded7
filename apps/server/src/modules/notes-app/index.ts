import {
  NOTES_MESSAGES,
  ZCreateNoteBody,
  ZNote,
  ZNoteIdBody,
  ZNoteLabelList,
  ZNoteList,
  ZUpdateNoteBody,
  ZUpdateNoteLabelsBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createNotesRepository } from './notes-app.repository';

const tags = ['notes-app'];

/** The notes app (spec point 7, /api/notes-app): every signed-in user has their own notes and labels. */
export const notesAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = createNotesRepository(app.db);

  app.get('/notes', { schema: { tags, response: { 200: ZNoteList } } }, (request) =>
    notes.list(requireUser(request).id),
  );

  app.get('/labels', { schema: { tags, response: { 200: ZNoteLabelList } } }, (request) =>
    notes.labels(requireUser(request).id),
  );

  app.post('/create-note', { schema: { tags, body: ZCreateNoteBody, response: { 200: ZNote } } }, (request) =>
    notes.create(requireUser(request).id, request.body.note),
  );

  app.post(
    '/update-note',
    { schema: { tags, body: ZUpdateNoteBody, response: { 200: ZNote } } },
    async (request) => {
      const note = await notes.update(requireUser(request).id, request.body.note);
      if (!note) throw new AppError('NOT_FOUND', NOTES_MESSAGES.notFound);
      return note;
    },
  );

  app.post(
    '/update-labels',
    { schema: { tags, body: ZUpdateNoteLabelsBody, response: { 200: ZNoteLabelList } } },
    (request) => {
      const ownerId = requireUser(request).id;
      return app.db.transaction((tx) =>
        createNotesRepository(tx).replaceLabels(ownerId, request.body.labels),
      );
    },
  );

  app.post(
    '/remove-note',
    { schema: { tags, body: ZNoteIdBody, response: { 200: ZNoteIdBody } } },
    async (request) => {
      const { noteId } = request.body;
      if (!(await notes.remove(requireUser(request).id, noteId))) {
        throw new AppError('NOT_FOUND', NOTES_MESSAGES.notFound);
      }
      return { noteId };
    },
  );
};

// The public face other modules use (never the files themselves).
export { createNotesService } from './notes-app.service';
