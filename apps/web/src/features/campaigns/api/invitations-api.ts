import {
  type TCreateRespondentBody,
  type TInvitationListQuery,
  ZCreatedInvitations,
  ZInvitationList,
  ZRespondent,
  ZRespondentList,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { searchOf } from '@/lib/search-params';

const base = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/invitations`;

export const invitationsQueryKey = (campaignId: string) => ['campaigns', 'invitations', campaignId] as const;

export function useInvitations(campaignId: string, params: TInvitationListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...invitationsQueryKey(campaignId), params],
      queryFn: ({ signal }) =>
        apiRequest(`${base(campaignId)}${searchOf(params)}`, { schema: ZInvitationList, signal }),
      placeholderData: keepPreviousData,
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

/** The respondent with this e-mail: created now, or found when it already exists. */
async function respondentIdFor(name: string, email: string): Promise<string> {
  try {
    return (await createRespondent({ name, email })).id;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const found = await apiRequest(`/api/respondents?q=${encodeURIComponent(email)}`, {
      schema: ZRespondentList,
    });
    const match = found.items.find((item) => item.email === email.trim().toLowerCase());
    if (!match) throw error;
    return match.id;
  }
}

/** Invites one person by name and e-mail; answers the new invitation's link. Errors reach the snackbar. */
export function useInviteRespondent(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, email }: { name: string; email: string }) => {
      const [created] = await createInvitations(campaignId, [await respondentIdFor(name, email)]);
      return created?.link ?? null;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsQueryKey(campaignId) }),
  });
}
