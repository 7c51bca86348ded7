import { type TTargetBody, ZCampaignTargets, ZTarget } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

const base = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/targets`;

export const targetsQueryKey = (campaignId: string) => ['campaigns', 'targets', campaignId] as const;

export function useCampaignTargets(campaignId: string) {
  return useQuery(
    queryOptions({
      queryKey: targetsQueryKey(campaignId),
      queryFn: ({ signal }) => apiRequest(base(campaignId), { schema: ZCampaignTargets, signal }),
    }),
  );
}

export function createTarget(campaignId: string, body: TTargetBody) {
  return apiRequest(base(campaignId), { method: 'POST', body, schema: ZTarget });
}

export function updateTarget(campaignId: string, targetId: string, body: Partial<TTargetBody>) {
  return apiRequest(`${base(campaignId)}/${encodeURIComponent(targetId)}`, {
    method: 'PATCH',
    body,
    schema: ZTarget,
  });
}

export function deleteTarget(campaignId: string, targetId: string) {
  return apiRequest(`${base(campaignId)}/${encodeURIComponent(targetId)}`, { method: 'DELETE' });
}

/** A failed delete reaches the snackbar through the mutation cache. */
export function useDeleteTarget(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => deleteTarget(campaignId, targetId),
    onSuccess: () => client.invalidateQueries({ queryKey: targetsQueryKey(campaignId) }),
  });
}

/** Creates a quota (no id) or changes one; a refused field goes to the dialog, anything else to the snackbar. */
export function useSaveTarget(campaignId: string, targetId: string | null, form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTargetBody) =>
      targetId ? updateTarget(campaignId, targetId, body) : createTarget(campaignId, body),
    meta: { form },
    onSuccess: () => client.invalidateQueries({ queryKey: targetsQueryKey(campaignId) }),
  });
}
