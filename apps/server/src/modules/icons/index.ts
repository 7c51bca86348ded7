import { ZIconList, ZIconListQuery } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listIcons } from './list-icons';

/** The icon catalogue of the /ui/icons page; public like the other UI demo pages. */
export const iconsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['icons'], querystring: ZIconListQuery, response: { 200: ZIconList } } },
    async (request) => listIcons(request.query),
  );
};
