import { CONTACTS_MESSAGES, ZContactIdBody, ZContactIdsBody, ZContactsUser } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createContactsRepository } from './contacts-app.repository';

const tags = ['contacts-app'];

/** The user's starred, frequent and grouped contacts, and the star actions; each answers the user data. */
export const contactStarRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactsRepository(app.db);
  const star = async (ownerId: string, ids: string[], starred: boolean | null, mustExist: boolean) => {
    const changed = await contacts.setStarred(ownerId, ids, starred);
    if (mustExist && changed === 0) throw new AppError('NOT_FOUND', CONTACTS_MESSAGES.notFound);
    return contacts.user(ownerId);
  };
  const userSchema = { 200: ZContactsUser };

  app.get('/user', { schema: { tags, response: userSchema } }, (request) =>
    contacts.user(requireUser(request).id),
  );

  app.post(
    '/toggle-starred-contact',
    { schema: { tags, body: ZContactIdBody, response: userSchema } },
    (request) => star(requireUser(request).id, [request.body.contactId], null, true),
  );
  app.post(
    '/toggle-starred-contacts',
    { schema: { tags, body: ZContactIdsBody, response: userSchema } },
    (request) => star(requireUser(request).id, request.body.contactIds, null, false),
  );
  app.post(
    '/set-contacts-starred',
    { schema: { tags, body: ZContactIdsBody, response: userSchema } },
    (request) => star(requireUser(request).id, request.body.contactIds, true, false),
  );
  app.post(
    '/set-contacts-unstarred',
    { schema: { tags, body: ZContactIdsBody, response: userSchema } },
    (request) => star(requireUser(request).id, request.body.contactIds, false, false),
  );
};
