import {
  type TCampaignListQuery,
  type TCampaignStatus,
  type TCreateCampaignBody,
  type TUpdateCampaignBody,
  ZCampaign,
  ZCampaignList,
  ZShareTokenResult,
  ZSurvey,
  ZSurveyList,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

const id = (value: string) => encodeURIComponent(value);

export function useCampaigns(params: TCampaignListQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['campaigns', 'list', params],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params))
          if (value !== undefined && value !== '') search.set(key, String(value));
        return apiRequest(`/api/campaigns?${search.toString()}`, { schema: ZCampaignList, signal });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

export function campaignQueryKey(campaignId: string) {
  return ['campaigns', 'detail', campaignId] as const;
}

export function useCampaign(campaignId: string) {
  return useQuery(
    queryOptions({
      queryKey: campaignQueryKey(campaignId),
      queryFn: ({ signal }) => apiRequest(`/api/campaigns/${id(campaignId)}`, { schema: ZCampaign, signal }),
    }),
  );
}

export function createCampaign(body: TCreateCampaignBody) {
  return apiRequest('/api/campaigns', { method: 'POST', body, schema: ZCampaign });
}

export function changeCampaignStatus(campaignId: string, status: TCampaignStatus) {
  return apiRequest(`/api/campaigns/${id(campaignId)}/status`, {
    method: 'POST',
    body: { status },
    schema: ZCampaign,
  });
}

export function regenerateShareToken(campaignId: string) {
  return apiRequest(`/api/campaigns/${id(campaignId)}/share-token`, {
    method: 'POST',
    schema: ZShareTokenResult,
  });
}

/** A failed status change reaches the snackbar through the query client's mutation cache, once. */
export function useChangeCampaignStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, status }: { campaignId: string; status: TCampaignStatus }) =>
      changeCampaignStatus(campaignId, status),
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}

export function useRegenerateShareToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateShareToken,
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}

/** Published questionnaires, to create a campaign from. */
export function usePublishedSurveys(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['surveys', 'list', { status: 'published', q }],
      queryFn: ({ signal }) =>
        apiRequest(`/api/surveys?status=published&pageSize=50${q ? `&q=${encodeURIComponent(q)}` : ''}`, {
          schema: ZSurveyList,
          signal,
        }),
    }),
  );
}

/** The questionnaire of a campaign (its questions feed the quota condition builder). */
export function useCampaignSurvey(surveyId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['surveys', 'detail', surveyId],
      queryFn: ({ signal }) => apiRequest(`/api/surveys/${id(surveyId ?? '')}`, { schema: ZSurvey, signal }),
      enabled: Boolean(surveyId),
    }),
  );
}

export function updateCampaign(campaignId: string, body: TUpdateCampaignBody) {
  return apiRequest(`/api/campaigns/${id(campaignId)}`, { method: 'PATCH', body, schema: ZCampaign });
}

/** A refused field goes to the dialog's error line; anything else to the snackbar (mutation cache). */
export function useCreateCampaign(form: TFormErrorTarget) {
  return useMutation({ mutationFn: createCampaign, meta: { form } });
}

export function useUpdateCampaign(campaignId: string, form: TFormErrorTarget) {
  return useMutation({
    mutationFn: (body: TUpdateCampaignBody) => updateCampaign(campaignId, body),
    meta: { form },
  });
}
