import { ZGlobalSearchQuery, ZGlobalSearchResults } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { createGlobalSearchService } from './global-search.service';

/** /api/global-search: the toolbar search and its results page (/apps/search), over what the caller may see. */
export const globalSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGlobalSearchService(app);
  app.get(
    '/',
    {
      schema: { tags: ['search'], querystring: ZGlobalSearchQuery, response: { 200: ZGlobalSearchResults } },
    },
    (request) => service.search(requireUser(request), request.query.q, request.query.limit),
  );
};
