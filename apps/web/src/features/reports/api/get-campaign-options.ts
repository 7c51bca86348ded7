import { ZCampaignList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/campaigns — the campaigns a report can be made of (the 100 most recent). */
export function useCampaignOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['reports', 'campaign-options'],
      queryFn: ({ signal }) => apiRequest('/api/campaigns?pageSize=100', { schema: ZCampaignList, signal }),
      select: (data) => data.items,
    }),
  );
}
