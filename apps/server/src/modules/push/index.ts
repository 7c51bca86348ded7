import {
  PUSH_MESSAGES,
  ZPushPublicKey,
  ZPushSubscription,
  ZPushTestBody,
  ZPushTestResult,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { isPublicHttpsUrl } from '../../lib/public-address';
import { subscribeNotifications } from './push.notifications';
import { createPushRepository } from './push.repository';
import { createPushService, getVapidKeys } from './push.service';

/** Our own push service: the VAPID key, subscriptions per user, and the admin's test notification. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscriptions = createPushRepository(app.db);
  const push = createPushService(app);
  const tags = ['push'];
  // Created now, so the first page load does not race two processes for it.
  await getVapidKeys(app);
  const stopNotifications = subscribeNotifications(app);
  app.addHook('onClose', async () => stopNotifications());

  app.get('/public-key', { schema: { tags, response: { 200: ZPushPublicKey } } }, async () => ({
    publicKey: (await getVapidKeys(app)).publicKey,
  }));

  app.post(
    '/subscribe',
    { schema: { tags, body: ZPushSubscription, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      const user = requireUser(request);
      if (!app.config.pushAllowPrivateEndpoints && !isPublicHttpsUrl(request.body.endpoint)) {
        const message = PUSH_MESSAGES.endpointNotPublic;
        throw new AppError('UNPROCESSABLE', message, { endpoint: message });
      }
      await subscriptions.upsert(user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/test',
    { schema: { tags, body: ZPushTestBody, response: { 200: ZPushTestResult } } },
    async (request) => {
      authorize(request, 'push:test');
      return push.sendTest(request.body.userId);
    },
  );
};
