import { ZQuickPanelData } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { createQuickPanelRepository } from './quick-panel.repository';

/** The quick panel of the admin shell: only the signed-in user's own events and notes. */
export const quickPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const entries = createQuickPanelRepository(app.db);

  app.get(
    '/data',
    { schema: { tags: ['quick-panel'], response: { 200: ZQuickPanelData } } },
    async (request) => {
      const user = requireUser(request);
      return entries.listForUser(user.id);
    },
  );
};
