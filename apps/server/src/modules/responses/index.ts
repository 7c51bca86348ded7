import {
  CAMPAIGN_MESSAGES,
  ZCorrectResponseBody,
  ZExportQuery,
  ZIdParams,
  ZResponseDetail,
  ZResponseList,
  ZResponseListQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { writeSavOffLoop } from '../../lib/analysis/write-sav-off-loop';
import { AppError } from '../../lib/app-error';
import { campaignLatestVersion, findCampaign } from '../campaigns';
import { csvStream, exportDataset, exportPlan, xlsxStream } from './export';
import { createResponsesRepository } from './responses.repository';
import { createResponsesService } from './responses.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Responses of a campaign for collection roles: list, detail, correction, soft delete, export. */
export const responsesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createResponsesService(app.db, app.events);
  const responses = createResponsesRepository(app.db);
  const tags = ['responses'];

  app.get(
    '/campaigns/:id/responses',
    {
      schema: { tags, params: ZIdParams, querystring: ZResponseListQuery, response: { 200: ZResponseList } },
    },
    async (request) => {
      authorize(request, 'responses:manage');
      return service.list(request.params.id, request.query);
    },
  );

  app.get(
    '/responses/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZResponseDetail } } },
    async (request) => {
      authorize(request, 'responses:manage');
      return service.detail(request.params.id);
    },
  );

  app.patch(
    '/responses/:id',
    { schema: { tags, params: ZIdParams, body: ZCorrectResponseBody, response: { 200: ZResponseDetail } } },
    async (request) => {
      const user = authorize(request, 'responses:manage');
      return service.correct(request.params.id, request.body, user);
    },
  );

  app.delete('/responses/:id', { schema: { tags, params: ZIdParams } }, async (request, reply) => {
    authorize(request, 'responses:manage');
    await service.remove(request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/campaigns/:id/export',
    { schema: { tags, params: ZIdParams, querystring: ZExportQuery } },
    async (request, reply) => {
      authorize(request, 'responses:manage');
      const campaign = await findCampaign(app.db, request.params.id);
      if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      const version = await campaignLatestVersion(app.db, campaign.id);
      if (!version) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.needsPublished);
      const { format, labels, status: statuses } = request.query;
      const name = `respostas-${campaign.id.slice(0, 8)}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'sav') {
        // SPSS keeps the case count in the header: the whole data set is built, then written off the loop.
        const dataset = await exportDataset(responses, campaign.id, campaign.name, statuses);
        return reply.type('application/x-spss-sav').send(await writeSavOffLoop(dataset));
      }
      const plan = await exportPlan(responses, campaign.id, statuses);
      if (format === 'xlsx') {
        return reply.type(XLSX_TYPE).send(xlsxStream(responses, campaign.id, plan, { labels, statuses }));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .send(csvStream(responses, campaign.id, plan, { labels, statuses }));
    },
  );
};

export { csvStream, exportPlan, rowsOf, writeDataSheet } from './export';
// The public face other modules use (never the files themselves).
export {
  createPlayerResponses,
  type ExportSource,
  exportSource,
  insertEndedResponse,
  isQuotaFull,
  type NewResponse,
  type ResponseOwner,
  type ResponseRow,
} from './responses.service';
