import { ZMailingOptionList, ZMailingOptionQuery } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createAudienceRepository } from './audience.repository';

/**
 * The campaigns and panel members the mailing screens pick from: the Mailing group reads only names here
 * (a mailing operator has no access to the collection's lists and never edits the panel).
 */
export const mailingLookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const audience = createAudienceRepository(app.db);
  const tags = ['mailing'];

  app.get(
    '/mailing/campaigns',
    { schema: { tags, response: { 200: ZMailingOptionList } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return { items: await audience.campaignOptions() };
    },
  );

  app.get(
    '/mailing/respondents',
    { schema: { tags, querystring: ZMailingOptionQuery, response: { 200: ZMailingOptionList } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return { items: await audience.respondentOptions(request.query.q) };
    },
  );
};
