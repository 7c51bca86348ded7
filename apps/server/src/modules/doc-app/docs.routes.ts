import {
  ZDoc,
  ZDocIdBody,
  ZDocMember,
  ZDocMembersBody,
  ZDocNewBody,
  ZDocQuery,
  ZDocRenameBody,
  ZDocSettingsBody,
  ZDocSummary,
  ZDocsQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireUser } from '../../core/auth/auth';
import type { DocAppContext } from './doc-app.context';

const tags = ['doc-app'];

/** Spec point 7's board calls: docs, doc/new, doc/rename, doc, doc/settings/update, doc/delete (+ restore, members). */
export const docsRoutes =
  ({ docs, announce, setMembers, remove }: DocAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/docs',
      { schema: { tags, querystring: ZDocsQuery, response: { 200: z.array(ZDocSummary) } } },
      async (request) => docs.list(requireUser(request), request.query.deleted === 'true'),
    );

    app.post(
      '/doc/new',
      { schema: { tags, body: ZDocNewBody, response: { 201: ZDocSummary } } },
      async (request, reply) => {
        const user = authorize(request, 'docs:edit');
        return reply.status(201).send(await docs.create(user, request.body.doc));
      },
    );

    app.post(
      '/doc/rename',
      {
        schema: {
          tags,
          body: ZDocRenameBody,
          response: { 200: z.object({ id: z.uuid(), name: z.string(), uri: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const renamed = await docs.rename(user, request.body.docId, request.body.docTitle);
        announce(renamed.id, user, { reload: true });
        return renamed;
      },
    );

    app.get('/doc', { schema: { tags, querystring: ZDocQuery, response: { 200: ZDoc } } }, async (request) =>
      docs.get(requireUser(request), request.query.docId),
    );

    app.post(
      '/doc/settings/update',
      { schema: { tags, body: ZDocSettingsBody, response: { 200: ZDocSummary } } },
      async (request) => {
        const user = requireUser(request);
        const summary = await docs.updateSettings(user, request.body.docId, request.body.settings);
        announce(summary.id, user, { reload: true });
        return summary;
      },
    );

    app.post(
      '/doc/members/update',
      { schema: { tags, body: ZDocMembersBody, response: { 200: z.array(ZDocMember) } } },
      async (request) => setMembers(requireUser(request), request.body.docId, request.body.memberIds),
    );

    app.get(
      '/doc/people',
      { schema: { tags, querystring: ZDocQuery, response: { 200: z.array(ZDocMember) } } },
      async (request) => docs.people(requireUser(request), request.query.docId),
    );

    app.post(
      '/doc/delete',
      { schema: { tags, body: ZDocIdBody, response: { 200: ZDocSummary } } },
      async (request) => remove(requireUser(request), request.body.docId),
    );

    app.post(
      '/doc/restore',
      { schema: { tags, body: ZDocIdBody, response: { 200: ZDocSummary } } },
      async (request) => docs.restore(requireUser(request), request.body.docId),
    );
  };
