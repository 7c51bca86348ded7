import {
  type TCreatePanelRespondentBody,
  type TPanelHistoryQuery,
  type TPanelListQuery,
  type TUpdatePanelRespondentBody,
  ZPanelAttributeList,
  ZPanelHistory,
  ZPanelList,
  ZPanelRespondent,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';
import { searchOf } from '@/lib/search-params';

/** Every query of the panel starts with this key, so one invalidation refreshes the page. */
export const PANEL_QUERY_KEY = ['panel'] as const;

export type TPanelFilter = { key: string; value: string };
export type TPanelListParams = Omit<TPanelListQuery, 'attr'> & { filters: TPanelFilter[] };

export function panelListSearch({ filters, ...params }: TPanelListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  for (const filter of filters) search.append('attr', `${filter.key}:${filter.value}`);
  return search.toString();
}

export function usePanelRespondents(params: TPanelListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...PANEL_QUERY_KEY, 'list', params],
      queryFn: ({ signal }) =>
        apiRequest(`/api/survey-users/respondents?${panelListSearch(params)}`, {
          schema: ZPanelList,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePanelAttributes() {
  return useQuery(
    queryOptions({
      queryKey: [...PANEL_QUERY_KEY, 'attributes'],
      queryFn: ({ signal }) =>
        apiRequest('/api/survey-users/attributes', { schema: ZPanelAttributeList, signal }),
    }),
  );
}

export function usePanelHistory(respondentId: string, params: TPanelHistoryQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...PANEL_QUERY_KEY, 'history', respondentId, params],
      queryFn: ({ signal }) =>
        apiRequest(
          `/api/survey-users/respondents/${encodeURIComponent(respondentId)}/history${searchOf(params)}`,
          { schema: ZPanelHistory, signal },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

export function updatePanelRespondent(respondentId: string, body: TUpdatePanelRespondentBody) {
  return apiRequest(`/api/survey-users/respondents/${encodeURIComponent(respondentId)}`, {
    method: 'PATCH',
    body,
    schema: ZPanelRespondent,
  });
}

/** Saves a respondent's edits; a field error (another respondent's e-mail) goes to the form. */
export function useUpdatePanelRespondent(respondentId: string, form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePanelRespondentBody) => updatePanelRespondent(respondentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: PANEL_QUERY_KEY }),
    meta: { form },
  });
}

/** Adds one member by hand; an e-mail already in the panel comes back as a 409 naming its holder. */
export function useCreatePanelRespondent(form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePanelRespondentBody) =>
      apiRequest('/api/survey-users/respondents', { method: 'POST', body, schema: ZPanelRespondent }),
    onSuccess: () => client.invalidateQueries({ queryKey: PANEL_QUERY_KEY }),
    meta: { form },
  });
}

/** Removes a member (LGPD): its invitations go, its responses stay without its name. */
export function useRemovePanelRespondent(respondentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/survey-users/respondents/${encodeURIComponent(respondentId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: PANEL_QUERY_KEY }),
  });
}
