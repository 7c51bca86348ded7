import { ZAnalyticsWidgets, ZProjectQuery, ZProjects, ZProjectWidgets } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createInsightsService } from './insights.service';

const tags = ['insights'];

/** /api/analytics-dashboard-app: the analytics dashboard's widgets (spec point 7, sample calls). */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInsightsService(app.db);
  app.get('/widgets', { schema: { tags, response: { 200: ZAnalyticsWidgets } } }, (request) => {
    authorize(request, 'insights:view');
    return service.analyticsWidgets();
  });
};

/** /api/project-dashboard-app: the project dashboard's widgets, of one campaign or of all, and the projects. */
export const projectDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInsightsService(app.db);
  app.get(
    '/widgets',
    { schema: { tags, querystring: ZProjectQuery, response: { 200: ZProjectWidgets } } },
    (request) => {
      authorize(request, 'insights:view');
      return service.projectWidgets(request.query.projectId ?? null);
    },
  );
  app.get('/projects', { schema: { tags, response: { 200: ZProjects } } }, (request) => {
    authorize(request, 'insights:view');
    return service.projects();
  });
};
