import {
  can,
  goalBelowCompletesMessage,
  ZCampaignTargets,
  ZIdParams,
  ZPageQuery,
  ZShareQuery,
  ZTarget,
  ZTargetBody,
  ZTargetParams,
  ZTargetsOverview,
  ZUpdateTargetBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { isValidCondition } from '../../lib/survey/compiled-survey';
import { authorize } from '../../plugins/auth';
import { readableCampaign } from '../campaigns/campaign-access';
import { type CampaignRow, createCampaignsRepository } from '../campaigns/campaigns.repository';
import { createTargetsRepository, type TargetRow, toTarget } from './targets.repository';

const INVALID_CONDITION =
  "Condição inválida. Use uma expressão do SurveyJS, por exemplo {especialidade} = 'cardiologia'.";

function checkCondition(condition: string | undefined) {
  if (condition !== undefined && !isValidCondition(condition)) {
    throw new AppError('UNPROCESSABLE', INVALID_CONDITION, { condition: INVALID_CONDITION });
  }
}

/** Targets (quotas). Reading needs no role: collection roles see all, a share token shows its campaign. */
export const targetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const campaigns = createCampaignsRepository(app.db);
  const targets = createTargetsRepository(app.db);
  const tags = ['targets'];

  const group = (rows: CampaignRow[], all: TargetRow[]) =>
    rows.map((row) => ({
      campaign: { id: row.id, name: row.name, status: row.status, surveyTitle: row.survey_title },
      targets: all.filter((target) => target.campaign_id === row.id).map(toTarget),
    }));

  app.get(
    '/targets',
    {
      schema: {
        tags,
        querystring: ZShareQuery.extend(ZPageQuery.shape),
        response: { 200: ZTargetsOverview },
      },
    },
    async (request) => {
      const { share, page, pageSize } = request.query;
      let rows: CampaignRow[];
      if (can(request.user, 'targets:view-all')) {
        rows = (await campaigns.list({ limit: pageSize, offset: (page - 1) * pageSize })).rows;
      } else if (share) {
        const row = await campaigns.findByShareToken(share);
        if (!row) throw new AppError('NOT_FOUND', 'Link de compartilhamento inválido.');
        rows = [row];
      } else if (request.user) {
        rows = [];
      } else {
        throw new AppError('UNAUTHENTICATED');
      }
      return group(rows, await targets.listByCampaigns(rows.map((row) => row.id)));
    },
  );

  app.get(
    '/campaigns/:id/targets',
    { schema: { tags, params: ZIdParams, querystring: ZShareQuery, response: { 200: ZCampaignTargets } } },
    async (request) => {
      const { row } = await readableCampaign(campaigns, request, request.params.id, request.query.share);
      const [result] = group([row], await targets.listByCampaigns([row.id]));
      if (!result) throw new AppError('NOT_FOUND');
      return result;
    },
  );

  app.post(
    '/campaigns/:id/targets',
    { schema: { tags, params: ZIdParams, body: ZTargetBody, response: { 201: ZTarget } } },
    async (request, reply) => {
      authorize(request, 'campaigns:manage');
      checkCondition(request.body.condition);
      if (!(await campaigns.findById(request.params.id)))
        throw new AppError('NOT_FOUND', 'Campanha não encontrada.');
      return reply.status(201).send(toTarget(await targets.insert(request.params.id, request.body)));
    },
  );

  app.patch(
    '/campaigns/:id/targets/:targetId',
    { schema: { tags, params: ZTargetParams, body: ZUpdateTargetBody, response: { 200: ZTarget } } },
    async (request) => {
      authorize(request, 'campaigns:manage');
      checkCondition(request.body.condition);
      const { id, targetId } = request.params;
      const row = await targets.update(id, targetId, request.body);
      if (row) return toTarget(row);
      const current = await targets.findOne(id, targetId);
      if (!current) throw new AppError('NOT_FOUND', 'Cota não encontrada.');
      const message = goalBelowCompletesMessage(current.completes);
      throw new AppError('UNPROCESSABLE', message, { goal: message });
    },
  );

  app.delete(
    '/campaigns/:id/targets/:targetId',
    { schema: { tags, params: ZTargetParams } },
    async (request, reply) => {
      authorize(request, 'campaigns:manage');
      if (!(await targets.remove(request.params.id, request.params.targetId))) {
        throw new AppError('NOT_FOUND', 'Cota não encontrada.');
      }
      return reply.status(204).send();
    },
  );
};
