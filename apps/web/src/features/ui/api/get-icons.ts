import { ZIconList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TIconParams = { q: string; page: number; pageSize: number };

/** GET /api/icons: the icon catalogue, searchable and paginated. */
export function getIcons({ q, page, pageSize }: TIconParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) search.set('q', q.trim());
  return apiRequest(`/api/icons?${search.toString()}`, { schema: ZIconList, signal });
}

export function iconsQueryOptions(params: TIconParams) {
  return queryOptions({ queryKey: ['icons', params], queryFn: ({ signal }) => getIcons(params, signal) });
}

export function useIcons(params: TIconParams) {
  return useQuery({ ...iconsQueryOptions(params), placeholderData: keepPreviousData });
}
