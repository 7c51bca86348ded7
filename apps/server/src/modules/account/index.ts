import {
  ZAccountExportQuery,
  ZDeleteAccountBody,
  ZEmailChangeBody,
  ZEmailChangeConfirmBody,
  ZEmailChangeConfirmResponse,
  ZMessageResponse,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { createAccountService } from './account.service';

/** The signed-in user's own account: e-mail change, LGPD download, deletion. The confirm link is open. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = createAccountService(app);
  const tags = ['account'];

  app.post(
    '/email-change',
    { schema: { tags, body: ZEmailChangeBody, response: { 200: ZMessageResponse } } },
    (request) => account.requestEmailChange(requireUser(request).id, request.body, request.ip),
  );

  // Open to guests: the link may be followed in a browser where the user is not signed in.
  app.post(
    '/email-change/confirm',
    { schema: { tags, body: ZEmailChangeConfirmBody, response: { 200: ZEmailChangeConfirmResponse } } },
    (request) => account.confirmEmailChange(request.body.token),
  );

  app.get('/export', { schema: { tags, querystring: ZAccountExportQuery } }, async (request, reply) => {
    const { format, body } = await account.exportData(requireUser(request).id, request.query.format);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="meus-dados-${day}.${format}"`)
      .header('cache-control', 'private, no-store')
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'application/zip')
      .send(body);
  });

  app.post(
    '/delete',
    { schema: { tags, body: ZDeleteAccountBody, response: { 200: ZMessageResponse } } },
    (request) => account.deleteAccount(requireUser(request).id, request.body.currentPassword, request.ip),
  );
};
