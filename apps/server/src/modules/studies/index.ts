import { ZStudies, ZStudiesQuery } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createStudiesService } from './studies.service';

/** /api/studies: the studies page (/apps/surveys), the Documents group of spec point 6. */
export const studiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStudiesService(app);
  app.get(
    '/',
    { schema: { tags: ['studies'], querystring: ZStudiesQuery, response: { 200: ZStudies } } },
    (request) => service.list(authorize(request, 'studies:view'), request.query.q),
  );
};
