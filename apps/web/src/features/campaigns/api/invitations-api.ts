import {
  type TCreateRespondentBody,
  ZCreatedInvitations,
  ZInvitationList,
  ZRespondent,
} from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const base = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/invitations`;

export const invitationsQueryKey = (campaignId: string) => ['campaigns', 'invitations', campaignId] as const;

export function useInvitations(campaignId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...invitationsQueryKey(campaignId), page],
      queryFn: ({ signal }) =>
        apiRequest(`${base(campaignId)}?page=${page}&pageSize=20`, { schema: ZInvitationList, signal }),
    }),
  );
}

export function createRespondent(body: TCreateRespondentBody) {
  return apiRequest('/api/respondents', { method: 'POST', body, schema: ZRespondent });
}

/** The links come back only now (only a hash is stored). */
export function createInvitations(campaignId: string, respondentIds: string[]) {
  return apiRequest(base(campaignId), {
    method: 'POST',
    body: { respondentIds },
    schema: ZCreatedInvitations,
  });
}
