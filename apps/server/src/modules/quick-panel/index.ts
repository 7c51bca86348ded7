import { ZQuickPanelData } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { quickPanelData } from './quick-panel.service';

/** The quick panel of the admin shell: the signed-in user's own next events and newest notes. */
export const quickPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data',
    { schema: { tags: ['quick-panel'], response: { 200: ZQuickPanelData } } },
    async (request) => quickPanelData(app.db, requireUser(request).id),
  );
};
