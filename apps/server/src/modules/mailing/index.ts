import {
  BUILTIN_MERGE_FIELDS,
  MAILING_MESSAGES,
  ZIdParams,
  ZMailPreviewBody,
  ZMailTemplate,
  ZMailTemplateBody,
  ZMailTemplateList,
  ZMailTemplateListQuery,
  ZMailTemplateVersions,
  ZMergeFieldList,
  ZRenderedMail,
  ZTestMailResult,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { mailingJobsRoutes } from './jobs.routes';
import { mailingLookupsRoutes } from './lookups.routes';
import { createPreviewService } from './preview.service';
import { relayWorkerProgress } from './progress-relay';
import { createTemplatesService } from './templates.service';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** E-mail templates (the Mailing group), mailing jobs and the public unsubscribe page. */
export const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createTemplatesService(app.db);
  const previews = createPreviewService(app, templates);
  const tags = ['mailing'];
  relayWorkerProgress(app);

  app.get(
    '/mailing/templates',
    { schema: { tags, querystring: ZMailTemplateListQuery, response: { 200: ZMailTemplateList } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      const { q, kind, ...paging } = request.query;
      return templates.list({ q, kind }, paging);
    },
  );

  app.post(
    '/mailing/templates',
    { schema: { tags, body: ZMailTemplateBody, response: { 201: ZMailTemplate } } },
    async (request, reply) => {
      const user = authorize(request, 'mailing:manage');
      return reply.status(201).send(await templates.create(request.body, user.id));
    },
  );

  app.get(
    '/mailing/templates/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZMailTemplate } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return templates.get(request.params.id);
    },
  );

  app.put(
    '/mailing/templates/:id',
    { schema: { tags, params: ZIdParams, body: ZMailTemplateBody, response: { 200: ZMailTemplate } } },
    async (request) => {
      const user = authorize(request, 'mailing:manage');
      return templates.save(request.params.id, request.body, user.id);
    },
  );

  app.get(
    '/mailing/templates/:id/versions',
    { schema: { tags, params: ZIdParams, response: { 200: ZMailTemplateVersions } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return templates.versions(request.params.id);
    },
  );

  app.get(
    '/mailing/merge-fields',
    { schema: { tags, response: { 200: ZMergeFieldList } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return { fields: [...BUILTIN_MERGE_FIELDS, ...(await templates.attributeKeys())] };
    },
  );

  app.post(
    '/mailing/preview',
    { schema: { tags, body: ZMailPreviewBody, response: { 200: ZRenderedMail } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return previews.render(request.body);
    },
  );

  app.post(
    '/mailing/test',
    { schema: { tags, body: ZMailPreviewBody, response: { 200: ZTestMailResult } } },
    async (request) => {
      const user = authorize(request, 'mailing:manage');
      await previews.sendTest(request.body, user.email);
      return { to: user.email, message: `${MAILING_MESSAGES.testSent} ${user.email}.` };
    },
  );

  await app.register(mailingJobsRoutes);
  await app.register(mailingLookupsRoutes);
  await app.register(unsubscribeRoutes);
};

// The public face other modules use (never the files themselves).
export { createDirectMail } from './direct-mail.service';
