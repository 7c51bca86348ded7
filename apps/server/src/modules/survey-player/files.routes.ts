import {
  FILE_MESSAGES,
  PLAY_MESSAGES,
  ZFileParams,
  ZIdParams,
  ZUploadedFile,
  ZUploadFileQuery,
} from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createResponseFilesService, sendStoredFile } from '../response-files';
import { responseCallerOf } from './player-identity';
import type { createSubmitService } from './submit.service';
import { createPlayRepository } from './survey-player.repository';

const nameOf = (request: FastifyRequest) => {
  const name = (request.query as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name.length <= 255 ? name : 'enviado';
};

/**
 * Files of file questions (SurveyJS's onUploadFiles / onDownloadFile / onClearFiles): the raw bytes go in
 * the body (application/octet-stream), never base64 inside the answers, so a photo fits. The caller must
 * own the response, exactly as for saving it.
 */
export function playerFileRoutes(submit: ReturnType<typeof createSubmitService>): FastifyPluginAsyncZod {
  return async (app) => {
    const files = createResponseFilesService(app.db, app.config.uploads);
    const play = createPlayRepository(app.db);
    const tags = ['play'];
    const config = { acceptsScopedToken: true };

    // Read here with the global limit (a question's own maxSize is checked after): a bigger body is cut off
    // as it arrives, with the respondent's message rather than a bare 413.
    app.addContentTypeParser(
      'application/octet-stream',
      async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
        const tooLarge = () =>
          new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(nameOf(request), files.maxBytes));
        if (Number(request.headers['content-length']) > files.maxBytes) throw tooLarge();
        const chunks: Buffer[] = [];
        let total = 0;
        for await (const chunk of payload) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          total += bytes.length;
          if (total > files.maxBytes) throw tooLarge();
          chunks.push(bytes);
        }
        return Buffer.concat(chunks);
      },
    );

    app.post(
      '/responses/:id/files',
      {
        config,
        bodyLimit: files.maxBytes,
        schema: { tags, params: ZIdParams, querystring: ZUploadFileQuery, response: { 201: ZUploadedFile } },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!(body instanceof Uint8Array))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie o arquivo como application/octet-stream.');
        const response = await submit.loadOwned(responseCallerOf(request), request.params.id);
        if (response.status !== 'partial') throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
        const version = await play.versionById(response.survey_version_id);
        if (!version) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
        const uploaded = await files.upload(
          { responseId: response.id, campaignId: response.campaign_id, schema: version.schema },
          { question: request.query.question, name: request.query.name, bytes: body },
        );
        return reply.status(201).send(uploaded);
      },
    );

    app.get(
      '/responses/:id/files/:fileId',
      { config, schema: { tags, params: ZFileParams } },
      async (request, reply) => {
        const response = await submit.loadOwned(responseCallerOf(request), request.params.id);
        return sendStoredFile(reply, await files.read(response.id, request.params.fileId));
      },
    );

    app.delete(
      '/responses/:id/files/:fileId',
      { config, schema: { tags, params: ZFileParams } },
      async (request, reply) => {
        const response = await submit.loadOwned(responseCallerOf(request), request.params.id);
        if (response.status !== 'partial') throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
        await files.remove(response.id, request.params.fileId);
        return reply.status(204).send();
      },
    );
  };
}
