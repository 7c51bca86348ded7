import { ZDocCard } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { DOC_CALLS, type TBoardCalls } from './board-calls';
import type { DocAppContext } from './doc-app.context';

/**
 * Card attachments: the raw bytes in the body (application/octet-stream, name in the query), checked and
 * stored by core/files; downloads and image previews authorized per board on every request.
 */
export const attachmentRoutes =
  (
    { attachments, announce, tellFollowers }: DocAppContext,
    { tags, attachmentUpload, attachment, attachmentRemove }: TBoardCalls = DOC_CALLS,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    acceptRawUploads(app);

    app.post(
      '/card/attachment',
      {
        schema: {
          tags,
          querystring: attachmentUpload,
          consumes: ['application/octet-stream'],
          response: { 201: ZDocCard },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const card = await attachments.upload(user, request.query, () => uploadOf(request));
        announce(request.query.docId, user, { card });
        const file = card.attachments.at(-1);
        tellFollowers(request.query.docId, user, card, { type: 'attachment', message: file?.name ?? '' });
        return reply.status(201).send(card);
      },
    );

    app.get('/attachment', { schema: { tags, querystring: attachment } }, async (request, reply) => {
      const { docId, attachmentId, preview } = request.query;
      const { row, stream } = await attachments.open(requireUser(request), docId, attachmentId);
      return sendFile(reply, {
        stream,
        contentType: row.content_type,
        name: row.name,
        size: Number(row.size_bytes),
        inline: preview === 'true',
      });
    });

    app.post(
      '/card/attachment/remove',
      { schema: { tags, body: attachmentRemove, response: { 200: ZDocCard } } },
      async (request) => {
        const user = requireUser(request);
        const { docId, cardId, attachmentId } = request.body;
        const card = await attachments.remove(user, docId, cardId, attachmentId);
        announce(docId, user, { card });
        return card;
      },
    );
  };
