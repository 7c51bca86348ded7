import { ZDeliveredReportList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/reports/delivered — delivered reports with who downloaded them (?share=: that campaign's). */
export function useDeliveredReports(page: number, pageSize: number, share: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['reports', 'delivered', page, pageSize, share],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
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
