import {
  ZFileIdBody,
  ZFileIdQuery,
  ZFileItem,
  ZFileListing,
  ZFileMoveBody,
  ZFileOfflineBody,
  ZFileRenameBody,
  ZFilesQuery,
  ZFileUploadQuery,
  ZFolderNewBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { createFileManagerService } from './file-manager-app.service';

const tags = ['file-manager-app'];

/**
 * File manager (/api/file-manager-app, spec point 7's GET files): every signed-in user's own folders and
 * files, stored like board attachments (core/files); upload is the raw bytes, the name in the query.
 */
export const fileManagerAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileManagerService(app.db, app.files);
  acceptRawUploads(app);

  app.get(
    '/files',
    { schema: { tags, querystring: ZFilesQuery, response: { 200: ZFileListing } } },
    (request) => files.list(requireUser(request).id, request.query.folderId ?? null),
  );

  app.post(
    '/folder/new',
    { schema: { tags, body: ZFolderNewBody, response: { 201: ZFileItem } } },
    async (request, reply) => {
      const { parentId, name } = request.body;
      return reply.status(201).send(await files.newFolder(requireUser(request).id, parentId, name));
    },
  );

  app.post(
    '/upload',
    {
      schema: {
        tags,
        querystring: ZFileUploadQuery,
        consumes: ['application/octet-stream'],
        response: { 201: ZFileItem },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { parentId, name } = request.query;
      const item = await files.upload(user.id, { parentId: parentId ?? null, name }, uploadOf(request));
      return reply.status(201).send(item);
    },
  );

  app.get('/file', { schema: { tags, querystring: ZFileIdQuery } }, async (request, reply) => {
    const preview = request.query.preview === 'true';
    const { row, stream } = await files.open(requireUser(request).id, request.query.id, preview);
    return sendFile(reply, {
      stream,
      contentType: row.content_type,
      name: row.name,
      size: Number(row.size_bytes),
      inline: preview,
    });
  });

  app.post(
    '/file/rename',
    { schema: { tags, body: ZFileRenameBody, response: { 200: ZFileItem } } },
    (request) => files.rename(requireUser(request).id, request.body.id, request.body.name),
  );

  app.post('/file/move', { schema: { tags, body: ZFileMoveBody, response: { 200: ZFileItem } } }, (request) =>
    files.move(requireUser(request).id, request.body.id, request.body.parentId),
  );

  app.post(
    '/file/offline',
    { schema: { tags, body: ZFileOfflineBody, response: { 200: ZFileItem } } },
    (request) => files.setOffline(requireUser(request).id, request.body.id, request.body.offline),
  );

  app.post(
    '/file/delete',
    { schema: { tags, body: ZFileIdBody, response: { 200: z.object({ id: z.uuid() }) } } },
    (request) => files.remove(requireUser(request).id, request.body.id),
  );
};
