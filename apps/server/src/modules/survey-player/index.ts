import {
  pageOf,
  ZCampaignIdParams,
  ZCompleteBody,
  ZExchangeTokenBody,
  ZExchangeTokenResult,
  ZIdParams,
  ZOfflineInterviewBody,
  ZOfflineInterviewResult,
  ZPageQuery,
  ZPlayCampaign,
  ZPlayResult,
  ZPlaySurveyList,
  ZSavePartialBody,
  ZStartedResponse,
  ZStartResponseBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageWindow } from '../../lib/sql';
import { playerFileRoutes } from './files.routes';
import { createOfflineInterviews } from './offline-interview.service';
import { playIdentity, responseCallerOf, resumeTokenOf } from './player-identity';
import { createSubmitService } from './submit.service';
import { createPlayService } from './survey-player.service';

/** The survey player's API. Every route here accepts an invitation (scoped) token for its own campaign. */
export const surveyPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlayService(app.db, app.tokens, app.events);
  const submit = createSubmitService(app.db, app.events, app.config.uploads);
  // Answers may embed a file as base64 (SurveyJS's default): one file of the upload limit fits, plus the rest.
  const answersBodyLimit = Math.ceil((app.config.uploads.maxBytes * 4) / 3) + 1024 * 1024;
  const tags = ['play'];
  const config = { acceptsScopedToken: true };

  app.post(
    '/invitations/exchange',
    // A player still holding an older invitation session may open a new link.
    {
      config: { ...config, sessionOptional: true },
      schema: { tags, body: ZExchangeTokenBody, response: { 200: ZExchangeTokenResult } },
    },
    async (request) => service.exchange(request.body.token),
  );

  app.get(
    '/surveys',
    { config, schema: { tags, querystring: ZPageQuery, response: { 200: ZPlaySurveyList } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { limit, offset } = pageWindow({ page, pageSize });
      const { items, total } = await service.listSurveys(playIdentity(request), limit, offset);
      return pageOf(items, total, { page, pageSize });
    },
  );

  app.get(
    '/campaigns/:campaignId',
    { config, schema: { tags, params: ZCampaignIdParams, response: { 200: ZPlayCampaign } } },
    async (request) =>
      service.campaign(playIdentity(request), request.params.campaignId, resumeTokenOf(request)),
  );

  app.post(
    '/campaigns/:campaignId/responses',
    {
      config,
      schema: {
        tags,
        params: ZCampaignIdParams,
        body: ZStartResponseBody,
        response: { 201: ZStartedResponse },
      },
    },
    async (request, reply) => {
      const identity = playIdentity(request);
      const started = await service.start(
        identity,
        request.params.campaignId,
        request.body,
        resumeTokenOf(request),
      );
      return reply.status(201).send(started);
    },
  );

  app.put(
    '/responses/:id',
    {
      config,
      bodyLimit: answersBodyLimit,
      schema: { tags, params: ZIdParams, body: ZSavePartialBody, response: { 200: ZPlayResult } },
    },
    async (request) =>
      submit.savePartial(
        responseCallerOf(request),
        request.params.id,
        request.body.answers,
        request.body.currentPage,
      ),
  );

  app.post(
    '/responses/:id/complete',
    {
      config,
      bodyLimit: answersBodyLimit,
      schema: { tags, params: ZIdParams, body: ZCompleteBody, response: { 200: ZPlayResult } },
    },
    async (request) =>
      submit.complete(
        responseCallerOf(request),
        request.params.id,
        request.body.answers,
        request.body.idempotencyKey,
      ),
  );

  const offline = createOfflineInterviews(app.db, app.events);
  app.post(
    '/campaigns/:campaignId/offline-interviews',
    {
      config,
      schema: {
        tags,
        params: ZCampaignIdParams,
        body: ZOfflineInterviewBody,
        response: { 200: ZOfflineInterviewResult },
      },
    },
    async (request) => offline.record(playIdentity(request), request.params.campaignId, request.body),
  );

  await app.register(playerFileRoutes(submit));
};
