import { type TDoc, ZDoc } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBoardApi } from '@/components/board/board-mutations';
import { apiRequest } from '@/lib/api-client';
import { getStoredToken, getTokenState } from '@/lib/auth-token';
import { queryClient } from '@/lib/query-client';

export const docKey = (docId: string) => ['docs', 'board', docId] as const;

const docQuery = (docId: string) =>
  queryOptions({
    queryKey: docKey(docId),
    queryFn: ({ signal }): Promise<TDoc> =>
      apiRequest(`/api/doc-app/doc?docId=${encodeURIComponent(docId)}`, { schema: ZDoc, signal }),
  });
/** The study boards' calls (/api/doc-app, bodies name `docId`), for the shared board screens. */
export const DOC_BOARD_API: TBoardApi = {
  base: '/api/doc-app',
  idKey: 'docId',
  boardKey: docKey,
  follow: true,
};

/** GET /api/doc-app/doc — the whole board: lists, cards, members, labels. */
export function useDoc(docId: string) {
  return useQuery(docQuery(docId));
}

/**
 * Starts loading the board while the route's code still downloads (the route's loader calls it), so the
 * board's data and code arrive together. Only with a session that is still valid for a while: an expired one
 * is renewed by the shell first, and a call made with it would end the session.
 */
export function prefetchDoc(docId: string): void {
  if (getTokenState(getStoredToken(), Date.now() + 30_000) !== 'valid') return;
  void queryClient.prefetchQuery(docQuery(docId));
}
