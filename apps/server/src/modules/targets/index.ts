import {
  can,
  tableFilterOf,
  ZCampaignTargets,
  ZIdParams,
  ZShareQuery,
  ZTarget,
  ZTargetBody,
  ZTargetParams,
  ZTargetsOverview,
  ZTargetsOverviewQuery,
  ZUpdateTargetBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { findCampaign, listCampaigns, readableCampaign } from '../campaigns';
import { createTargetsService } from './targets.service';

/** Targets (quotas). Reading needs no role: collection roles see all, a share token shows its campaign. */
export const targetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTargetsService(app.db);
  const tags = ['targets'];

  app.get(
    '/targets',
    {
      schema: {
        tags,
        querystring: ZTargetsOverviewQuery,
        response: { 200: ZTargetsOverview },
      },
    },
    async (request) => {
      const { share, page, pageSize } = request.query;
      // A signed-in user without role or link sees an empty overview rather than a 403.
      if (!share && request.user && !can(request.user, 'targets:view-all')) return [];
      const grant = await app.campaignAccess.requireAny(request, share);
      const rows =
        grant.kind === 'role'
          ? (
              await listCampaigns(app.db, {
                ...pageWindow({ page, pageSize }),
                tableFilter: tableFilterOf(request.query),
              })
            ).rows
          : [await findCampaign(app.db, grant.campaignId)].filter((row) => row !== null);
      return service.overview(rows, grant.kind === 'role');
    },
  );

  app.get(
    '/campaigns/:id/targets',
    { schema: { tags, params: ZIdParams, querystring: ZShareQuery, response: { 200: ZCampaignTargets } } },
    async (request) => {
      const { row, isManager } = await readableCampaign(request, request.params.id, request.query.share);
      const [result] = await service.overview([row], isManager);
      if (!result) throw new AppError('NOT_FOUND');
      return result;
    },
  );

  app.post(
    '/campaigns/:id/targets',
    { schema: { tags, params: ZIdParams, body: ZTargetBody, response: { 201: ZTarget } } },
    async (request, reply) => {
      authorize(request, 'campaigns:manage');
      return reply.status(201).send(await service.create(request.params.id, request.body));
    },
  );

  app.patch(
    '/campaigns/:id/targets/:targetId',
    { schema: { tags, params: ZTargetParams, body: ZUpdateTargetBody, response: { 200: ZTarget } } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      return service.update(request.params.id, request.params.targetId, request.body);
    },
  );

  app.delete(
    '/campaigns/:id/targets/:targetId',
    { schema: { tags, params: ZTargetParams } },
    async (request, reply) => {
      authorize(request, 'campaigns:manage');
      await service.remove(request.params.id, request.params.targetId);
      return reply.status(204).send();
    },
  );
};

// The public face other modules use (never the files themselves).
export {
  addTargetCompletes,
  campaignTargets,
  insertTarget,
  lockTargetsForCounting,
  type TargetRow,
} from './targets.service';
