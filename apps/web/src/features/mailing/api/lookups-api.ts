import { ZMailingOptionList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/mailing/campaigns — the 100 newest campaigns, names only. */
export function useMailingCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: ['mailing', 'campaigns'],
      queryFn: ({ signal }) => apiRequest('/api/mailing/campaigns', { schema: ZMailingOptionList, signal }),
      select: (data) => data.items,
    }),
  );
}

/** GET /api/mailing/respondents?q= — up to 20 panel members by name or e-mail. */
export function useMailingRespondents(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['mailing', 'respondents', q],
      queryFn: ({ signal }) =>
        apiRequest(`/api/mailing/respondents?${new URLSearchParams(q ? { q } : {})}`, {
          schema: ZMailingOptionList,
          signal,
        }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
    }),
  );
}
