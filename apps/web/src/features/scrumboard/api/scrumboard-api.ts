import { type TDoc, type TDocSettingsBody, ZDoc, ZDocMember, ZDocSummary } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TBoardApi } from '@/components/board/board-mutations';
import { apiRequest } from '@/lib/api-client';

const BASE = '/api/scrumboard-app';
export const BOARDS_KEY = ['scrumboard'] as const;
export const boardKey = (boardId: string) => ['scrumboard', 'board', boardId] as const;

/** The scrumboard's calls for the shared board screens (bodies name `boardId`; no card following). */
export const SCRUMBOARD_API: TBoardApi = {
  base: BASE,
  idKey: 'boardId',
  boardKey,
  follow: false,
};

/** GET /api/scrumboard-app/boards — this user's boards. */
export const useBoards = () =>
  useQuery(
    queryOptions({
      queryKey: [...BOARDS_KEY, 'list'],
      queryFn: ({ signal }) => apiRequest(`${BASE}/boards`, { schema: z.array(ZDocSummary), signal }),
    }),
  );

/** GET /api/scrumboard-app/board — lists, cards, members and labels of one board. */
export const useBoard = (boardId: string) =>
  useQuery(
    queryOptions({
      queryKey: boardKey(boardId),
      queryFn: ({ signal }): Promise<TDoc> =>
        apiRequest(`${BASE}/board?boardId=${encodeURIComponent(boardId)}`, { schema: ZDoc, signal }),
    }),
  );

/** People who may be added to a board (GET board/people). */
export const useBoardPeople = (boardId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...boardKey(boardId), 'people'],
      queryFn: ({ signal }) =>
        apiRequest(`${BASE}/board/people?boardId=${encodeURIComponent(boardId)}`, {
          schema: z.array(ZDocMember),
          signal,
        }),
      enabled,
    }),
  );

/** A board-level change; the list of boards (and the open board) reload after it. */
function useBoardsMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: BOARDS_KEY }),
  });
}
const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
  apiRequest(`${BASE}/${path}`, { method: 'POST', body, schema });

export const useCreateBoard = () =>
  useBoardsMutation((name: string) => post('board/new', { board: { name } }, ZDocSummary));
export const useRenameBoard = () =>
  useBoardsMutation(({ boardId, boardTitle }: { boardId: string; boardTitle: string }) =>
    post(
      'board/rename',
      { boardId, boardTitle },
      z.object({ id: z.string(), name: z.string(), uri: z.string() }),
    ),
  );
export const useUpdateBoardSettings = () =>
  useBoardsMutation(({ boardId, settings }: { boardId: string; settings: TDocSettingsBody['settings'] }) =>
    post('board/settings/update', { boardId, settings }, ZDocSummary),
  );
export const useDeleteBoard = () =>
  useBoardsMutation((boardId: string) => post('board/delete', { boardId }, ZDocSummary));
export const useSetBoardMembers = () =>
  useBoardsMutation(({ boardId, memberIds }: { boardId: string; memberIds: string[] }) =>
    post('board/members/update', { boardId, memberIds }, z.array(ZDocMember)),
  );
