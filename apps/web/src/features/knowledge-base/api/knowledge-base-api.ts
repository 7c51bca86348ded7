import { type TKbArticleInput, ZKbArticleIdBody, ZKbGroupList, ZSavedKbArticle } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

export const KB_KEY = ['knowledge-base'] as const;

/** GET /api/knowledge-base — the whole data set: groups with counts, featured articles and all articles. */
export function useKnowledgeBase() {
  return useQuery(
    queryOptions({
      queryKey: KB_KEY,
      queryFn: ({ signal }) => apiRequest('/api/knowledge-base', { schema: ZKbGroupList, signal }),
    }),
  );
}

/** POST article/save (insert, or replace by id) for admins; field errors go to the dialog. */
export function useSaveKbArticle(form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (article: TKbArticleInput & { id?: string }) =>
      apiRequest('/api/knowledge-base/article/save', {
        method: 'POST',
        body: { article },
        schema: ZSavedKbArticle,
      }),
    meta: { form },
    onSuccess: () => client.invalidateQueries({ queryKey: KB_KEY }),
  });
}

/** POST article/remove for admins. */
export function useRemoveKbArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) =>
      apiRequest('/api/knowledge-base/article/remove', {
        method: 'POST',
        body: { articleId },
        schema: ZKbArticleIdBody,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KB_KEY }),
  });
}
