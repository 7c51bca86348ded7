import { ZSearchResults } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TSearchParams = { q: string; page: number; pageSize: number };

/** GET /api/search?q=: site pages whose title or excerpt match. */
export function searchSite({ q, page, pageSize }: TSearchParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  return apiRequest(`/api/search?${search.toString()}`, { schema: ZSearchResults, signal });
}

export const searchQueryOptions = (params: TSearchParams) =>
  queryOptions({
    queryKey: ['site-search', params],
    queryFn: ({ signal }) => searchSite(params, signal),
    enabled: params.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export function useSiteSearch(params: TSearchParams) {
  return useQuery(searchQueryOptions(params));
}
