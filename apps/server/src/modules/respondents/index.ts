import {
  tableFilterOf,
  ZCreatedInvitations,
  ZCreateInvitationsBody,
  ZCreateRespondentBody,
  ZIdParams,
  ZInvitationList,
  ZInvitationListQuery,
  ZRespondent,
  ZRespondentList,
  ZRespondentListQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createInvitationsService, listInvitations } from './invitations.service';
import { createRespondent, listRespondents } from './respondents.service';

/**
 * Respondents and campaign invitations for collection roles. This module owns the respondents and
 * invitations tables; the panel page (/api/survey-users) reaches them through panel.service.ts.
 */
export const respondentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvitationsService(app.db);
  const tags = ['respondents'];

  app.post(
    '/respondents',
    { schema: { tags, body: ZCreateRespondentBody, response: { 201: ZRespondent } } },
    async (request, reply) => {
      authorize(request, 'respondents:manage');
      return reply.status(201).send(await createRespondent(app.db, request.body));
    },
  );

  app.get(
    '/respondents',
    { schema: { tags, querystring: ZRespondentListQuery, response: { 200: ZRespondentList } } },
    async (request) => {
      authorize(request, 'respondents:manage');
      const { q, ...paging } = request.query;
      return listRespondents(app.db, q, paging);
    },
  );

  app.post(
    '/campaigns/:id/invitations',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZCreateInvitationsBody,
        response: { 201: ZCreatedInvitations },
      },
    },
    async (request, reply) => {
      authorize(request, 'respondents:manage');
      return reply.status(201).send(await service.invite(request.params.id, request.body.respondentIds));
    },
  );

  app.get(
    '/campaigns/:id/invitations',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZInvitationListQuery,
        response: { 200: ZInvitationList },
      },
    },
    async (request) => {
      authorize(request, 'respondents:manage');
      const { page, pageSize } = request.query;
      return listInvitations(app.db, request.params.id, { page, pageSize }, tableFilterOf(request.query));
    },
  );
};

// The respondents module's public face for core: whether an invitation session still stands.
// The public face other modules use (never the files themselves).
export {
  advanceInvitation,
  findInvitationByToken,
  hashToken,
  isInvitationLive,
  isScopeLive,
} from './invitations.service';
export {
  ensureMailInvitations,
  markInvitationsSent,
  markRespondentBounced,
  optOutRespondent,
} from './mail-delivery.service';
export {
  createPanelService,
  insertImportedRespondents,
  respondentIdsByEmail,
  updateImportedRespondents,
} from './panel.service';
export {
  countRespondents,
  insertDemoPanel,
  insertSentInvitations,
  joinPanelAsAccount,
} from './respondents.service';
