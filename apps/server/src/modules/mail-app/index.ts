import {
  MAIL_MESSAGES,
  ZMail,
  ZMailAttachmentQuery,
  ZMailAttachmentUploadQuery,
  ZMailDeleteBody,
  ZMailDeleteResult,
  ZMailList,
  ZMailQuery,
  ZMailSetFolderBody,
  ZMailsQuery,
  ZMailToggleLabelBody,
  ZMailUpload,
  ZSendMailBody,
  ZUpdateMailBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { AppError } from '../../lib/app-error';
import { mailMenuRoutes } from './mail-app.menus';
import { createMailRepository } from './mail-app.repository';
import { sendMail, type TFindMailUser } from './mail-app.service';
import { createMailAttachmentsService } from './mail-attachments.service';

const tags = ['mail-app'];

/** The internal mailbox (spec point 7, /api/mail-app): every signed-in user has their own. */
export const mailAppRoutes =
  (findUser: TFindMailUser): FastifyPluginAsyncZod =>
  async (app) => {
    const mails = createMailRepository(app.db);
    const attachments = createMailAttachmentsService(app.db, app.files);
    acceptRawUploads(app);

    app.get(
      '/mails',
      { schema: { tags, querystring: ZMailsQuery, response: { 200: ZMailList } } },
      (request) => mails.list(requireUser(request).id, request.query),
    );

    app.get(
      '/mail',
      { schema: { tags, querystring: ZMailQuery, response: { 200: ZMail } } },
      async (request) => {
        const mail = await mails.find(requireUser(request).id, request.query.mailId);
        if (!mail) throw new AppError('NOT_FOUND', MAIL_MESSAGES.notFound);
        return mail;
      },
    );

    await app.register(mailMenuRoutes);

    app.post(
      '/update-mail',
      { schema: { tags, body: ZUpdateMailBody, response: { 200: ZMail } } },
      async (request) => {
        const mail = await mails.update(requireUser(request).id, request.body);
        if (!mail) throw new AppError('NOT_FOUND', MAIL_MESSAGES.notFound);
        return mail;
      },
    );

    app.post(
      '/set-folder',
      { schema: { tags, body: ZMailSetFolderBody, response: { 200: ZMailList } } },
      (request) =>
        mails.setFolder(requireUser(request).id, request.body.selectedMailIds, request.body.folderId),
    );

    app.post(
      '/toggle-label',
      { schema: { tags, body: ZMailToggleLabelBody, response: { 200: ZMailList } } },
      (request) =>
        mails.toggleLabel(requireUser(request).id, request.body.selectedMailIds, request.body.labelId),
    );

    app.post(
      '/delete-mails',
      { schema: { tags, body: ZMailDeleteBody, response: { 200: ZMailDeleteResult } } },
      async (request) => {
        const result = await mails.remove(requireUser(request).id, request.body.selectedMailIds);
        // Files whose every copy is now gone for good leave the storage.
        if (result.deleted.length > 0) await attachments.sweep();
        return result;
      },
    );

    app.post(
      '/attachment',
      {
        schema: {
          tags,
          querystring: ZMailAttachmentUploadQuery,
          consumes: ['application/octet-stream'],
          response: { 201: ZMailUpload },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await attachments.sweep();
        const upload = await attachments.upload(user.id, request.query.name, uploadOf(request));
        return reply.status(201).send(upload);
      },
    );

    app.get(
      '/attachment',
      { schema: { tags, querystring: ZMailAttachmentQuery } },
      async (request, reply) => {
        const { mailId, attachmentId, preview } = request.query;
        const { row, stream } = await attachments.open(requireUser(request).id, mailId, attachmentId);
        return sendFile(reply, {
          stream,
          contentType: row.content_type,
          name: row.file_name,
          size: Number(row.size_bytes),
          inline: preview === 'true',
        });
      },
    );

    app.post('/send-mail', { schema: { tags, body: ZSendMailBody, response: { 200: ZMail } } }, (request) =>
      sendMail(app.db, findUser, requireUser(request), request.body),
    );
  };
