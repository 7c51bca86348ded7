import {
  pageOf,
  tableFilterOf,
  ZCampaign,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignStatusBody,
  ZCreateCampaignBody,
  ZIdParams,
  ZShareQuery,
  ZShareTokenResult,
  ZUpdateCampaignBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { pageWindow } from '../../lib/sql';
import { flushDashboards } from '../dashboards';
import { readableCampaign } from './campaign-access';
import { createCampaignsService, toCampaign } from './campaigns.service';

/** Campaigns: collection roles write; a campaign is also readable with its share token. */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Campaign counts come from the dashboard counters: fold what is still logged before reading them.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') await flushDashboards(app.db, app.events);
  });
  const service = createCampaignsService(app.db, app.events);
  const tags = ['campaigns'];
  const one = { 200: ZCampaign };

  app.get(
    '/',
    { schema: { tags, querystring: ZCampaignListQuery, response: { 200: ZCampaignList } } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      const { page, pageSize, filterField, filterOp, filterValue, ...filter } = request.query;
      const { rows, total } = await service.repository.list({
        ...filter,
        ...pageWindow({ page, pageSize }),
        tableFilter: tableFilterOf({ filterField, filterOp, filterValue }),
      });
      return pageOf(
        rows.map((row) => toCampaign(row, true)),
        total,
        { page, pageSize },
      );
    },
  );

  app.post(
    '/',
    { schema: { tags, body: ZCreateCampaignBody, response: { 201: ZCampaign } } },
    async (request, reply) => {
      const user = authorize(request, 'campaigns:manage');
      return reply.status(201).send(toCampaign(await service.create(request.body, user), true));
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: ZIdParams, querystring: ZShareQuery, response: one } },
    async (request) => {
      const { row, isManager } = await readableCampaign(request, request.params.id, request.query.share);
      return toCampaign(row, isManager);
    },
  );

  app.patch(
    '/:id',
    { schema: { tags, params: ZIdParams, body: ZUpdateCampaignBody, response: one } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      return toCampaign(await service.update(request.params.id, request.body), true);
    },
  );

  app.post(
    '/:id/status',
    { schema: { tags, params: ZIdParams, body: ZCampaignStatusBody, response: one } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      return toCampaign(await service.setStatus(request.params.id, request.body.status), true);
    },
  );

  app.post(
    '/:id/share-token',
    { schema: { tags, params: ZIdParams, response: { 200: ZShareTokenResult } } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      return { shareToken: await service.regenerateShareToken(request.params.id) };
    },
  );
};

export { readableCampaign } from './campaign-access';
// The campaigns module's public face for the wiring of other modules (their manifests) and of core.
// The public face other modules use (never the files themselves).
export {
  type CampaignRow,
  campaignIdByShare,
  campaignLatestVersion,
  campaignState,
  closeCampaignsOfSurvey,
  findCampaign,
  findCampaignIdByName,
  insertFieldingCampaign,
  listCampaigns,
  newShareToken,
} from './campaigns.service';
