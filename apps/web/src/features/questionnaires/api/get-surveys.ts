import { type TSurveyStatus, type TTableFilterOperator, ZSurveyList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TSurveyListParams = {
  page: number;
  pageSize: number;
  q?: string;
  status?: TSurveyStatus;
  category?: string;
  archived?: boolean;
  filterField?: string;
  filterOp?: TTableFilterOperator;
  filterValue?: string;
};

/** GET /api/surveys — questionnaires, paginated, with the categories in use. */
export function getSurveys(params: TSurveyListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.category) search.set('category', params.category);
  if (params.archived) search.set('archived', 'true');
  if (params.filterField && params.filterValue) {
    search.set('filterField', params.filterField);
    search.set('filterOp', params.filterOp ?? 'contains');
    search.set('filterValue', params.filterValue);
  }
  return apiRequest(`/api/surveys?${search.toString()}`, { schema: ZSurveyList, signal });
}

export function surveysQueryOptions(params: TSurveyListParams) {
  return queryOptions({
    queryKey: ['surveys', 'list', params],
    queryFn: ({ signal }) => getSurveys(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSurveys(params: TSurveyListParams) {
  return useQuery(surveysQueryOptions(params));
}
