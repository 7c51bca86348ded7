import { type TReportList, ZReportList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The column filter's query parameters (see `useServerFilter`). */
export type TColumnFilterQuery =
  | Record<'filterField' | 'filterOp' | 'filterValue', string | undefined>
  | object;

/** page, pageSize and the column filter as a query string. */
export function listSearch(page: number, pageSize: number, filter: TColumnFilterQuery): URLSearchParams {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string') search.set(key, value);
  return search;
}

export const REPORTS_KEY = ['reports', 'list'] as const;

const isActive = (data: TReportList | undefined) =>
  data?.items.some((report) => report.status === 'queued' || report.status === 'running') ?? false;

/** GET /api/reports — generated reports, newest first; polled every second while one is being made. */
export function useReports(page: number, pageSize: number, filter: TColumnFilterQuery = {}) {
  return useQuery(
    queryOptions({
      queryKey: [...REPORTS_KEY, page, pageSize, filter],
      queryFn: ({ signal }) =>
        apiRequest(`/api/reports?${listSearch(page, pageSize, filter)}`, { schema: ZReportList, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
    }),
  );
}
