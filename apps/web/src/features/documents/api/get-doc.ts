import { type TDoc, ZDoc } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBoardApi } from '@/components/board/board-mutations';
import { apiRequest } from '@/lib/api-client';

export const docKey = (docId: string) => ['docs', 'board', docId] as const;

/** The study boards' calls (/api/doc-app, bodies name `docId`), for the shared board screens. */
export const DOC_BOARD_API: TBoardApi = {
  base: '/api/doc-app',
  idKey: 'docId',
  boardKey: docKey,
  attachments: true,
};

/** GET /api/doc-app/doc — the whole board: lists, cards, members, labels. */
export function useDoc(docId: string) {
  return useQuery(
    queryOptions({
      queryKey: docKey(docId),
      queryFn: ({ signal }): Promise<TDoc> =>
        apiRequest(`/api/doc-app/doc?docId=${encodeURIComponent(docId)}`, { schema: ZDoc, signal }),
    }),
  );
}
