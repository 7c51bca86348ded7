import {
  CHAT_MESSAGES,
  ZChatContacts,
  ZChatHistoryQuery,
  ZChatPage,
  ZChatReadBody,
  ZChatReadResponse,
  ZChatUser,
  ZChatUserDataBody,
  ZGetChatQuery,
  ZGetChatResponse,
  ZSendMessageBody,
  ZSendMessageResponse,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createChatService } from './chat.service';
import { watchPresenceLeaves } from './chat.socket';

/** The shell's Team Chat (spec point 7): contacts, the user's chats, one chat, sending, reading, mood. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(app);
  const tags = ['chat'];
  // The sockets plugin comes after the modules: its adapter exists once the app is ready.
  app.addHook('onReady', async () => watchPresenceLeaves(app));

  app.get('/contacts', { schema: { tags, response: { 200: ZChatContacts } } }, async (request) => {
    const user = authorize(request, 'chat:use');
    return service.contacts(user);
  });

  app.get('/user', { schema: { tags, response: { 200: ZChatUser } } }, async (request) => {
    const user = authorize(request, 'chat:use');
    return service.chatUser(user.id);
  });

  app.get(
    '/get-chat',
    { schema: { tags, querystring: ZGetChatQuery, response: { 200: ZGetChatResponse } } },
    async (request) => {
      const user = authorize(request, 'chat:use');
      // userId names whose chat it is: only one's own.
      if (request.query.userId && request.query.userId !== user.id)
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.chatNotFound);
      return service.getChat(user, request.query.contactId);
    },
  );

  app.get(
    '/messages',
    { schema: { tags, querystring: ZChatHistoryQuery, response: { 200: ZChatPage } } },
    async (request) => {
      const user = authorize(request, 'chat:use');
      return service.history(user.id, request.query.chatId, request.query.before);
    },
  );

  app.post(
    '/send-message',
    { schema: { tags, body: ZSendMessageBody, response: { 200: ZSendMessageResponse } } },
    async (request) => {
      const user = authorize(request, 'chat:use');
      return service.send(user, request.body);
    },
  );

  app.post(
    '/read',
    { schema: { tags, body: ZChatReadBody, response: { 200: ZChatReadResponse } } },
    async (request) => {
      const user = authorize(request, 'chat:use');
      return service.read(user.id, request.body.chatId, request.body.seq);
    },
  );

  app.post(
    '/user/data',
    { schema: { tags, body: ZChatUserDataBody, response: { 200: ZChatUser } } },
    async (request) => {
      const user = authorize(request, 'chat:use');
      return service.updateUserData(user.id, request.body);
    },
  );
};
