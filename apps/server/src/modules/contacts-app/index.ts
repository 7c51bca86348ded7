import {
  CONTACTS_MESSAGES,
  ZAddContactBody,
  ZContact,
  ZContactIdBody,
  ZContactIdsBody,
  ZContactList,
  ZContactsQuery,
  ZRemovedContacts,
  ZUpdateContactBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createContactsRepository } from './contacts-app.repository';
import { contactStarRoutes } from './contacts-app.stars';

const tags = ['contacts-app'];

/** The contacts app (spec point 7, /api/contacts-app): every signed-in user has their own address book. */
export const contactsAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = createContactsRepository(app.db);

  await app.register(contactStarRoutes);

  app.get(
    '/contacts',
    { schema: { tags, querystring: ZContactsQuery, response: { 200: ZContactList } } },
    (request) => contacts.list(requireUser(request).id, request.query.id),
  );

  app.post(
    '/add-contact',
    { schema: { tags, body: ZAddContactBody, response: { 200: ZContact } } },
    async (request) => {
      const ownerId = requireUser(request).id;
      const [contact] = await contacts.insertMany([{ ownerId, details: request.body.newContact }]);
      if (!contact) throw new AppError('INTERNAL');
      return contact;
    },
  );

  app.post(
    '/update-contact',
    { schema: { tags, body: ZUpdateContactBody, response: { 200: ZContact } } },
    async (request) => {
      const contact = await contacts.update(requireUser(request).id, request.body.contact);
      if (!contact) throw new AppError('NOT_FOUND', CONTACTS_MESSAGES.notFound);
      return contact;
    },
  );

  app.post(
    '/remove-contact',
    { schema: { tags, body: ZContactIdBody, response: { 200: ZContactIdBody } } },
    async (request) => {
      const [contactId] = await contacts.remove(requireUser(request).id, [request.body.contactId]);
      if (!contactId) throw new AppError('NOT_FOUND', CONTACTS_MESSAGES.notFound);
      return { contactId };
    },
  );

  app.post(
    '/remove-contacts',
    { schema: { tags, body: ZContactIdsBody, response: { 200: ZRemovedContacts } } },
    async (request) => ({
      contactIds: await contacts.remove(requireUser(request).id, request.body.contactIds),
    }),
  );
};
