import {
  type TDashRange,
  type TPainelQuery,
  ZInterviewers,
  ZLiveCampaigns,
  ZPainel,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const liveCampaignsKey = (campaignId: string | undefined, range: TDashRange, share?: string) =>
  ['dashboards', 'live', campaignId ?? '', range, share ?? ''] as const;

/** GET /api/dashboards/livecampaigns — the campaigns the viewer may pick and the chosen one's live view. */
export function useLiveCampaigns(campaignId: string | undefined, range: TDashRange, share?: string) {
  return useQuery(
    queryOptions({
      queryKey: liveCampaignsKey(campaignId, range, share),
      queryFn: ({ signal }) =>
        apiRequest(`/api/dashboards/livecampaigns${params({ campaignId, range, share, pageSize: '100' })}`, {
          schema: ZLiveCampaigns,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export const painelKey = (campaignId: string, query: TPainelQuery) =>
  [
    'dashboards',
    'painel2',
    campaignId,
    query.targetId ?? '',
    query.from ?? '',
    query.to ?? '',
    query.share ?? '',
  ] as const;

/** GET /api/dashboards/painel2/:campaignId — per-question results, optionally by target and dates. */
export function usePainel(campaignId: string | undefined, query: TPainelQuery) {
  return useQuery(
    queryOptions({
      queryKey: painelKey(campaignId ?? '', query),
      queryFn: ({ signal }) =>
        apiRequest(`/api/dashboards/painel2/${encodeURIComponent(campaignId ?? '')}${params({ ...query })}`, {
          schema: ZPainel,
          signal,
        }),
      enabled: Boolean(campaignId),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/dashboards/interviewers — interviewers' productivity (interview group). */
export function useInterviewers(from?: string, to?: string) {
  return useQuery(
    queryOptions({
      queryKey: ['dashboards', 'interviewers', from ?? '', to ?? ''],
      queryFn: ({ signal }) =>
        apiRequest(`/api/dashboards/interviewers${params({ from, to })}`, { schema: ZInterviewers, signal }),
    }),
  );
}
