import {
  ZBoardIdBody,
  ZBoardMembersBody,
  ZBoardNewBody,
  ZBoardQuery,
  ZBoardRenameBody,
  ZBoardSettingsBody,
  ZDoc,
  ZDocMember,
  ZDocSummary,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';
import {
  attachmentRoutes,
  boardRoutes,
  createDocAppContext,
  SCRUMBOARD_CALLS,
  SCRUMBOARDS,
} from '../doc-app';

const tags = ['scrumboard-app'];

/**
 * Scrumboard (/api/scrumboard-app, spec point 7): the study boards' engine (doc-app's services) on boards
 * of kind 'scrumboard'. Every signed-in user has its own boards and those it was made a member of.
 */
export const scrumboardAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = createDocAppContext(app, SCRUMBOARDS);
  const boards = context.docs;
  // Cards, lists and card files: the study boards' handlers (live for everyone on the board), read with boardId.
  await app.register(boardRoutes(context, SCRUMBOARD_CALLS));
  await app.register(attachmentRoutes(context, SCRUMBOARD_CALLS));

  app.get('/boards', { schema: { tags, response: { 200: z.array(ZDocSummary) } } }, async (request) =>
    boards.list(requireUser(request), false),
  );

  app.post(
    '/board/new',
    { schema: { tags, body: ZBoardNewBody, response: { 201: ZDocSummary } } },
    async (request, reply) =>
      reply.status(201).send(await boards.create(requireUser(request), request.body.board)),
  );

  app.post(
    '/board/rename',
    {
      schema: {
        tags,
        body: ZBoardRenameBody,
        response: { 200: z.object({ id: z.uuid(), name: z.string(), uri: z.string() }) },
      },
    },
    async (request) => boards.rename(requireUser(request), request.body.boardId, request.body.boardTitle),
  );

  app.post(
    '/board/settings/update',
    { schema: { tags, body: ZBoardSettingsBody, response: { 200: ZDocSummary } } },
    async (request) =>
      boards.updateSettings(requireUser(request), request.body.boardId, request.body.settings),
  );

  app.post(
    '/board/delete',
    { schema: { tags, body: ZBoardIdBody, response: { 200: ZDocSummary } } },
    // Like the study boards: everyone on the board leaves its room at once.
    async (request) => context.remove(requireUser(request), request.body.boardId),
  );

  app.get(
    '/board',
    { schema: { tags, querystring: ZBoardQuery, response: { 200: ZDoc } } },
    async (request) => boards.get(requireUser(request), request.query.boardId),
  );

  app.post(
    '/board/members/update',
    { schema: { tags, body: ZBoardMembersBody, response: { 200: z.array(ZDocMember) } } },
    // Like the study boards: whoever is taken off leaves the board's room at once, not at the next re-check.
    async (request) => context.setMembers(requireUser(request), request.body.boardId, request.body.memberIds),
  );

  app.get(
    '/board/people',
    { schema: { tags, querystring: ZBoardQuery, response: { 200: z.array(ZDocMember) } } },
    async (request) => boards.people(requireUser(request), request.query.boardId),
  );
};
