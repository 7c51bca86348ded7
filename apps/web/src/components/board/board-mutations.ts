import {
  type TCardUpdate,
  type TDoc,
  type TDocCard,
  type TDocList,
  ZDocCard,
  ZDocList,
} from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * Which app a board belongs to: the same board screens serve the study boards (/api/doc-app, bodies name
 * `docId`) and the scrumboard (/api/scrumboard-app, bodies name `boardId`).
 */
export interface TBoardApi {
  base: string;
  idKey: 'docId' | 'boardId';
  /** The query key of one board (its GET), updated in place by every call. */
  boardKey: (boardId: string) => readonly unknown[];
  /** Whether a member can follow a card and be told of others' comments and files (the study boards). */
  follow: boolean;
}

/** Puts a card the server returned into the cached board. */
export function withCard(doc: TDoc, card: TDocCard): TDoc {
  const exists = doc.cards.some((item) => item.id === card.id);
  return {
    ...doc,
    cards: exists ? doc.cards.map((item) => (item.id === card.id ? card : item)) : [...doc.cards, card],
  };
}

/** Replaces the lists the server returned (a move) in the cached board. */
export function withLists(doc: TDoc, lists: TDocList[]): TDoc {
  const byId = new Map(lists.map((list) => [list.id, list]));
  const known = new Set(doc.lists.map((list) => list.id));
  if (lists.length === doc.lists.length && lists.every((list) => known.has(list.id)))
    return { ...doc, lists };
  return { ...doc, lists: doc.lists.map((list) => byId.get(list.id) ?? list) };
}

/** Card and list calls of one board; each result goes into the cached board (no refetch of the whole). */
export function useBoardMutations(api: TBoardApi, docId: string) {
  const client = useQueryClient();
  const key = api.boardKey(docId);
  const call = <T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T>) =>
    apiRequest(`${api.base}/${path}`, { method: 'POST', body: { [api.idKey]: docId, ...body }, schema });
  const setDoc = (update: (doc: TDoc) => TDoc) =>
    client.setQueryData<TDoc>(key, (doc) => (doc ? update(doc) : doc));
  const reload = () => client.invalidateQueries({ queryKey: key });
  const onCard = { onSuccess: (card: TDocCard) => setDoc((doc) => withCard(doc, card)) };

  return {
    api,
    setDoc,
    /** POST card/order — the new order is shown at once (optimistic) and replaced by the server's. */
    orderCards: useMutation({
      mutationFn: (lists: TDocList[]) => call('card/order', { lists }, z.array(ZDocList)),
      onMutate: (lists) => setDoc((doc) => withLists(doc, lists)),
      onSuccess: (lists) => setDoc((doc) => withLists(doc, lists)),
      onError: reload,
    }),
    orderLists: useMutation({
      mutationFn: (lists: TDocList[]) => call('list/order', { lists }, z.array(ZDocList)),
      onMutate: (lists) => setDoc((doc) => ({ ...doc, lists })),
      onSuccess: (lists) => setDoc((doc) => ({ ...doc, lists })),
      onError: reload,
    }),
    newList: useMutation({
      mutationFn: (name: string) => call('list/new', { data: { name } }, ZDocList),
      onSuccess: reload,
    }),
    renameList: useMutation({
      mutationFn: ({ listId, listTitle }: { listId: string; listTitle: string }) =>
        call('list/rename', { listId, listTitle }, ZDocList),
      onSuccess: reload,
    }),
    removeList: useMutation({
      mutationFn: (listId: string) => call('list/remove', { listId }, z.object({ listId: z.string() })),
      onSuccess: reload,
    }),
    newCard: useMutation({
      mutationFn: ({ listId, name }: { listId: string; name: string }) =>
        call('card/new', { listId, data: { name } }, ZDocCard),
      onSuccess: reload,
    }),
    updateCard: useMutation({
      mutationFn: (card: TCardUpdate) => call('card/update', { card }, ZDocCard),
      ...onCard,
      // A 409 (someone else changed the card) reloads the board so the dialog shows their version.
      onError: reload,
    }),
    removeCard: useMutation({
      mutationFn: (cardId: string) => call('card/remove', { cardId }, z.object({ cardId: z.string() })),
      onSuccess: reload,
    }),
    comment: useMutation({
      mutationFn: ({ cardId, message }: { cardId: string; message: string }) =>
        call('card/comment', { cardId, message }, ZDocCard),
      ...onCard,
    }),
    upload: useMutation({
      mutationFn: ({ cardId, file }: { cardId: string; file: File }) =>
        apiRequest(
          `${api.base}/card/attachment?${new URLSearchParams({ [api.idKey]: docId, cardId, name: file.name }).toString()}`,
          { method: 'POST', rawBody: file, schema: ZDocCard },
        ),
      ...onCard,
    }),
    /** card/subscribe: follow the card or stop (only this user sees it). */
    follow: useMutation({
      mutationFn: ({ cardId, subscribed }: { cardId: string; subscribed: boolean }) =>
        call('card/subscribe', { cardId, subscribed }, ZDocCard),
      ...onCard,
    }),
    removeAttachment: useMutation({
      mutationFn: ({ cardId, attachmentId }: { cardId: string; attachmentId: string }) =>
        call('card/attachment/remove', { cardId, attachmentId }, ZDocCard),
      ...onCard,
    }),
  };
}
export type TBoardMutations = ReturnType<typeof useBoardMutations>;
