import {
  ZBoardCardCommentBody,
  ZBoardCardNewBody,
  ZBoardCardRemoveBody,
  ZBoardCardUpdateBody,
  ZBoardIdBody,
  ZBoardListNewBody,
  ZBoardListRemoveBody,
  ZBoardListRenameBody,
  ZBoardMembersBody,
  ZBoardNewBody,
  ZBoardOrderBody,
  ZBoardQuery,
  ZBoardRenameBody,
  ZBoardSettingsBody,
  ZDoc,
  ZDocCard,
  ZDocList,
  ZDocMember,
  ZDocSummary,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';
import { createBoardService } from '../doc-app/board.service';
import { SCRUMBOARDS } from '../doc-app/board-kind';
import { createDocsService } from '../doc-app/docs.service';

const tags = ['scrumboard-app'];
const lists = { 200: z.array(ZDocList) };

/**
 * Scrumboard (/api/scrumboard-app, spec point 7): the study boards' engine (doc-app's services) on boards
 * of kind 'scrumboard'. Every signed-in user has its own boards and those it was made a member of.
 */
export const scrumboardAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const boards = createDocsService(app.db, app.files, SCRUMBOARDS);
  const board = createBoardService(app.db, app.files, boards.access);

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
    async (request) => boards.remove(requireUser(request), request.body.boardId),
  );

  app.get(
    '/board',
    { schema: { tags, querystring: ZBoardQuery, response: { 200: ZDoc } } },
    async (request) => boards.get(requireUser(request), request.query.boardId),
  );

  app.post(
    '/board/members/update',
    { schema: { tags, body: ZBoardMembersBody, response: { 200: z.array(ZDocMember) } } },
    async (request) => boards.setMembers(requireUser(request), request.body.boardId, request.body.memberIds),
  );

  app.get(
    '/board/people',
    { schema: { tags, querystring: ZBoardQuery, response: { 200: z.array(ZDocMember) } } },
    async (request) => boards.people(requireUser(request), request.query.boardId),
  );

  app.post(
    '/card/new',
    { schema: { tags, body: ZBoardCardNewBody, response: { 201: ZDocCard } } },
    async (request, reply) => {
      const { boardId, listId, data } = request.body;
      return reply.status(201).send(await board.newCard(requireUser(request), boardId, listId, data.name));
    },
  );

  app.post(
    '/card/update',
    { schema: { tags, body: ZBoardCardUpdateBody, response: { 200: ZDocCard } } },
    async (request) => board.updateCard(requireUser(request), request.body.boardId, request.body.card),
  );

  app.post(
    '/card/remove',
    { schema: { tags, body: ZBoardCardRemoveBody, response: { 200: z.object({ cardId: z.uuid() }) } } },
    async (request) => board.removeCard(requireUser(request), request.body.boardId, request.body.cardId),
  );

  app.post('/card/order', { schema: { tags, body: ZBoardOrderBody, response: lists } }, async (request) =>
    board.orderCards(requireUser(request), request.body.boardId, request.body.lists),
  );

  app.post(
    '/card/comment',
    { schema: { tags, body: ZBoardCardCommentBody, response: { 200: ZDocCard } } },
    async (request) => {
      const { boardId, cardId, message } = request.body;
      return board.comment(requireUser(request), boardId, cardId, message);
    },
  );

  app.post(
    '/list/new',
    { schema: { tags, body: ZBoardListNewBody, response: { 201: ZDocList } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await board.newList(requireUser(request), request.body.boardId, request.body.data.name)),
  );

  app.post(
    '/list/rename',
    { schema: { tags, body: ZBoardListRenameBody, response: { 200: ZDocList } } },
    async (request) => {
      const { boardId, listId, listTitle } = request.body;
      return board.renameList(requireUser(request), boardId, listId, listTitle);
    },
  );

  app.post(
    '/list/remove',
    { schema: { tags, body: ZBoardListRemoveBody, response: { 200: z.object({ listId: z.uuid() }) } } },
    async (request) => board.removeList(requireUser(request), request.body.boardId, request.body.listId),
  );

  app.post('/list/order', { schema: { tags, body: ZBoardOrderBody, response: lists } }, async (request) =>
    board.orderLists(requireUser(request), request.body.boardId, request.body.lists),
  );
};
