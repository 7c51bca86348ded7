import {
  tableFilterOf,
  ZIdParams,
  ZPageQuery,
  ZPanelAttributeList,
  ZPanelHistory,
  ZPanelList,
  ZPanelListQuery,
  ZPanelRespondent,
  ZUpdatePanelRespondentBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createHistoryRepository } from './history.repository';
import { panelImportRoutes } from './import/import.routes';
import { toPanelRespondent } from './survey-users.repository';
import { createPanelService } from './survey-users.service';

/** The respondent panel of /apps/survey-users (interview group: 'survey-users:manage'). */
export const surveyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPanelService(app.db);
  const history = createHistoryRepository(app.db);
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
      const { rows, total } = await service.repository.list(
        { q, consent, optedOut, attr, tableFilter: tableFilterOf(filter) },
        pageSize,
        (page - 1) * pageSize,
      );
      return { items: rows.map(toPanelRespondent), total, page, pageSize };
    },
  );

  app.get('/attributes', { schema: { tags, response: { 200: ZPanelAttributeList } } }, async () => {
    return { items: await service.repository.attributes() };
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
    { schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: ZPanelHistory } } },
    async (request) => {
      await service.get(request.params.id);
      const { page, pageSize } = request.query;
      const { items, total } = await history.list(request.params.id, pageSize, (page - 1) * pageSize);
      return { items, total, page, pageSize };
    },
  );

  await app.register(panelImportRoutes, { prefix: '/import' });
};
