import { ZSurvey } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/surveys/:id — the questionnaire with its draft schema and revision. */
export function getSurvey(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/surveys/${encodeURIComponent(id)}`, { schema: ZSurvey, signal });
}

export function surveyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['surveys', 'detail', id],
    queryFn: ({ signal }) => getSurvey(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSurvey(id: string) {
  return useQuery(surveyQueryOptions(id));
}
