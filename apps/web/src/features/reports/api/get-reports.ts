import { type TReportList, ZReportList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const REPORTS_KEY = ['reports', 'list'] as const;

const isActive = (data: TReportList | undefined) =>
  data?.items.some((report) => report.status === 'queued' || report.status === 'running') ?? false;

/** GET /api/reports — generated reports, newest first; polled every second while one is being made. */
export function useReports(page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: [...REPORTS_KEY, page, pageSize],
      queryFn: ({ signal }) =>
        apiRequest(`/api/reports?page=${page}&pageSize=${pageSize}`, { schema: ZReportList, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (isActive(query.state.data) ? 1000 : false),
    }),
  );
}
