import {
  tableFilterOf,
  ZCreatePanelRespondentBody,
  ZIdParams,
  ZPanelAttributeList,
  ZPanelHistory,
  ZPanelHistoryQuery,
  ZPanelList,
  ZPanelListQuery,
  ZPanelRespondent,
  ZUpdatePanelRespondentBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createPanelService } from '../respondents';
import { panelImportRoutes } from './import/import.routes';

/**
 * The respondent panel of /apps/survey-users (interview group: 'survey-users:manage'). The respondents
 * module owns the panel's data; this module is its management page's API and the spreadsheet import.
 */
export const surveyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPanelService(app.db);
  const tags = ['panel'];
  // Every route here, the import ones included: checked before the body (up to ~7 MB) is even read.
  app.addHook('onRequest', async (request) => {
    authorize(request, 'survey-users:manage');
  });

  app.get(
    '/respondents',
    { schema: { tags, querystring: ZPanelListQuery, response: { 200: ZPanelList } } },
    async (request) => {
      const { page, pageSize, q, consent, optedOut, attr, ...filter } = request.query;
      return service.list(
        { q, consent, optedOut, attr, tableFilter: tableFilterOf(filter) },
        { page, pageSize },
      );
    },
  );

  app.get('/attributes', { schema: { tags, response: { 200: ZPanelAttributeList } } }, async () => {
    return { items: await service.attributes() };
  });

  app.post(
    '/respondents',
    { schema: { tags, body: ZCreatePanelRespondentBody, response: { 201: ZPanelRespondent } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.delete('/respondents/:id', { schema: { tags, params: ZIdParams } }, async (request, reply) => {
    await service.remove(request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/respondents/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZPanelRespondent } } },
    async (request) => {
      return service.get(request.params.id);
    },
  );

  app.patch(
    '/respondents/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdatePanelRespondentBody,
        response: { 200: ZPanelRespondent },
      },
    },
    async (request) => {
      return service.update(request.params.id, request.body);
    },
  );

  app.get(
    '/respondents/:id/history',
    {
      schema: { tags, params: ZIdParams, querystring: ZPanelHistoryQuery, response: { 200: ZPanelHistory } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return service.history(request.params.id, { page, pageSize }, tableFilterOf(request.query));
    },
  );

  await app.register(panelImportRoutes, { prefix: '/import' });
};
