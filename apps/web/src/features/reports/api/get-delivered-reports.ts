import { ZDeliveredReportList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listSearch, type TColumnFilterQuery } from './get-reports';

/** GET /api/reports/delivered — delivered reports with who downloaded them (?share=: that campaign's). */
export function useDeliveredReports(
  page: number,
  pageSize: number,
  share: string | null,
  filter: TColumnFilterQuery = {},
) {
  return useQuery(
    queryOptions({
      queryKey: ['reports', 'delivered', page, pageSize, share, filter],
      queryFn: ({ signal }) => {
        const search = listSearch(page, pageSize, filter);
        if (share) search.set('share', share);
        return apiRequest(`/api/reports/delivered?${search.toString()}`, {
          schema: ZDeliveredReportList,
          signal,
        });
      },
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
  );
}
