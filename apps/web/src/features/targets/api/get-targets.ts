import { type TTargetsOverviewQuery, ZCampaignTargets, ZTargetsOverview } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchOf } from '@/lib/search-params';

const shareQuery = (share: string | null) => (share ? `?share=${encodeURIComponent(share)}` : '');

/** GET /api/targets — every campaign the caller may see (or the shared one) with its quotas. */
export function useTargetsOverview(params: TTargetsOverviewQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['targets', 'all', params],
      queryFn: ({ signal }) =>
        apiRequest(`/api/targets${searchOf(params)}`, { schema: ZTargetsOverview, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
  );
}

/** GET /api/campaigns/:id/targets — one campaign's quotas (read-only with ?share=). */
export function useCampaignTargets(campaignId: string, share: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['targets', 'campaign', campaignId, share],
      queryFn: ({ signal }) =>
        apiRequest(`/api/campaigns/${encodeURIComponent(campaignId)}/targets${shareQuery(share)}`, {
          schema: ZCampaignTargets,
          signal,
        }),
      refetchInterval: 30_000,
    }),
  );
}
