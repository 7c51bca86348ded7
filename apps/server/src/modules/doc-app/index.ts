import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedulePeriodicSweep } from '../../core/files/periodic-sweep';
import { attachmentRoutes } from './attachments.routes';
import { boardRoutes } from './board.routes';
import { createDocAppContext } from './doc-app.context';
import { docsRoutes } from './docs.routes';

// The scrumboard (its own module) runs on this engine through these, never through the files themselves.
export { attachmentRoutes } from './attachments.routes';
export { boardRoutes } from './board.routes';
export { createBoardService } from './board.service';
export { SCRUMBOARD_CALLS } from './board-calls';
export { SCRUMBOARDS } from './board-kind';
export { createDocAppContext } from './doc-app.context';
export { createDocsService } from './docs.service';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Study boards (/api/doc-app): the Documents group; watchers read their boards and comment. */
export const docAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = createDocAppContext(app);
  await app.register(docsRoutes(context));
  await app.register(boardRoutes(context));
  await app.register(attachmentRoutes(context));

  // Boards deleted more than 30 days ago go with their files.
  schedulePeriodicSweep(app, () => context.docs.purgeExpired(), {
    everyMs: PURGE_EVERY_MS,
    failure: 'limpeza de quadros excluídos falhou',
  });
};
