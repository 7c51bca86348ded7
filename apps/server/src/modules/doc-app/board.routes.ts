import { ZDocCard, ZDocList } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';
import { DOC_CALLS, type TBoardCalls } from './board-calls';
import type { DocAppContext } from './doc-app.context';

const lists = { 200: z.array(ZDocList) };

/** Spec point 7's card/* and list/* calls, plus card/comment (watchers comment; everything else edits). */
export const boardRoutes =
  (
    { board, announce, tellFollowers }: DocAppContext,
    calls: TBoardCalls = DOC_CALLS,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { tags } = calls;
    app.post(
      '/card/new',
      { schema: { tags, body: calls.cardNew, response: { 201: ZDocCard } } },
      async (request, reply) => {
        const user = requireUser(request);
        const { docId, listId, data } = request.body;
        const card = await board.newCard(user, docId, listId, data.name);
        announce(docId, user, { reload: true });
        return reply.status(201).send(card);
      },
    );

    app.post(
      '/card/update',
      { schema: { tags, body: calls.cardUpdate, response: { 200: ZDocCard } } },
      async (request) => {
        const user = requireUser(request);
        const card = await board.updateCard(user, request.body.docId, request.body.card);
        announce(request.body.docId, user, { card });
        return card;
      },
    );

    app.post(
      '/card/remove',
      { schema: { tags, body: calls.cardRemove, response: { 200: z.object({ cardId: z.uuid() }) } } },
      async (request) => {
        const user = requireUser(request);
        const removed = await board.removeCard(user, request.body.docId, request.body.cardId);
        announce(request.body.docId, user, { removedCardId: removed.cardId });
        return removed;
      },
    );

    app.post('/card/order', { schema: { tags, body: calls.order, response: lists } }, async (request) => {
      const user = requireUser(request);
      const result = await board.orderCards(user, request.body.docId, request.body.lists);
      announce(request.body.docId, user, { lists: result });
      return result;
    });

    app.post(
      '/card/comment',
      { schema: { tags, body: calls.cardComment, response: { 200: ZDocCard } } },
      async (request) => {
        const user = requireUser(request);
        const { docId, cardId, message } = request.body;
        const card = await board.comment(user, docId, cardId, message);
        announce(docId, user, { card });
        tellFollowers(docId, user, card, { type: 'comment', message });
        return card;
      },
    );

    // Spec point 3's card `subscribed`: this member follows the card (watchers too); only they see it.
    const { cardSubscribe } = calls;
    if (cardSubscribe)
      app.post(
        '/card/subscribe',
        { schema: { tags, body: cardSubscribe, response: { 200: ZDocCard } } },
        async (request) => {
          const { docId, cardId, subscribed } = request.body;
          return board.follow(requireUser(request), docId, cardId, subscribed);
        },
      );

    app.post(
      '/list/new',
      { schema: { tags, body: calls.listNew, response: { 201: ZDocList } } },
      async (request, reply) => {
        const user = requireUser(request);
        const list = await board.newList(user, request.body.docId, request.body.data.name);
        announce(request.body.docId, user, { reload: true });
        return reply.status(201).send(list);
      },
    );

    app.post(
      '/list/rename',
      { schema: { tags, body: calls.listRename, response: { 200: ZDocList } } },
      async (request) => {
        const user = requireUser(request);
        const { docId, listId, listTitle } = request.body;
        const list = await board.renameList(user, docId, listId, listTitle);
        announce(docId, user, { reload: true });
        return list;
      },
    );

    app.post(
      '/list/remove',
      { schema: { tags, body: calls.listRemove, response: { 200: z.object({ listId: z.uuid() }) } } },
      async (request) => {
        const user = requireUser(request);
        const removed = await board.removeList(user, request.body.docId, request.body.listId);
        announce(request.body.docId, user, { reload: true });
        return removed;
      },
    );

    app.post('/list/order', { schema: { tags, body: calls.order, response: lists } }, async (request) => {
      const user = requireUser(request);
      const result = await board.orderLists(user, request.body.docId, request.body.lists);
      announce(request.body.docId, user, { reload: true });
      return result;
    });
  };
