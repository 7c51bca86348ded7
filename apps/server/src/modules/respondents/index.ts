import {
  RESPONDENT_MESSAGES,
  ZCreatedInvitations,
  ZCreateInvitationsBody,
  ZCreateRespondentBody,
  ZIdParams,
  ZInvitationList,
  ZPageQuery,
  ZRespondent,
  ZRespondentList,
  ZRespondentListQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createInvitationsService, toInvitation } from './invitations.service';
import { toRespondent } from './respondents.service';

/** Respondents (minimal panel) and campaign invitations: collection roles only. */
export const respondentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvitationsService(app.db);
  const respondents = service.repository;
  const tags = ['respondents'];

  app.post(
    '/respondents',
    { schema: { tags, body: ZCreateRespondentBody, response: { 201: ZRespondent } } },
    async (request, reply) => {
      authorize(request, 'respondents:manage');
      const row = await respondents.insert(request.body);
      if (!row)
        throw new AppError('CONFLICT', RESPONDENT_MESSAGES.emailInUse, {
          email: RESPONDENT_MESSAGES.emailInUse,
        });
      return reply.status(201).send(toRespondent(row));
    },
  );

  app.get(
    '/respondents',
    { schema: { tags, querystring: ZRespondentListQuery, response: { 200: ZRespondentList } } },
    async (request) => {
      authorize(request, 'respondents:manage');
      const { page, pageSize, q } = request.query;
      const { rows, total } = await respondents.list({ q, limit: pageSize, offset: (page - 1) * pageSize });
      return { items: rows.map(toRespondent), total, page, pageSize };
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
    { schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: ZInvitationList } } },
    async (request) => {
      authorize(request, 'respondents:manage');
      const { page, pageSize } = request.query;
      const { rows, total } = await respondents.listInvitations(
        request.params.id,
        pageSize,
        (page - 1) * pageSize,
      );
      return { items: rows.map(toInvitation), total, page, pageSize };
    },
  );
};
