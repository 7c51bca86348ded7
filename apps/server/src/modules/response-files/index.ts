import { ZFileParams } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createResponseFilesService } from './response-files.service';
import { sendStoredFile } from './send-file';

export { createResponseFilesService, type ResponseFilesService } from './response-files.service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Staff who see responses download the files respondents sent (the respondents upload through the player). */
export const responseFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createResponseFilesService(app.db, app.config.uploads);

  // Files of responses never finished go after UPLOAD_ORPHAN_HOURS: swept at start and every hour by each
  // process (the DELETE is idempotent, so several processes sweeping at once do no harm).
  const sweep = () =>
    files
      .sweepOrphans(app.log)
      .catch((error: unknown) => app.log.warn({ err: error }, 'limpeza de arquivos falhou'));
  app.addHook('onReady', async () => void (await sweep()));
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/responses/:id/files/:fileId',
    { schema: { tags: ['responses'], params: ZFileParams } },
    async (request, reply) => {
      authorize(request, 'responses:manage');
      return sendStoredFile(reply, await files.read(request.params.id, request.params.fileId));
    },
  );
};

// The public face other modules use (never the files themselves).
export { sendStoredFile } from './send-file';
