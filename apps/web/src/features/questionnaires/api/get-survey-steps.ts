import { ZSurvey, ZSurveyVersionWithSchema } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The questionnaire to study: its published version when there is one, else the draft. */
export async function getSurveySteps(id: string, signal?: AbortSignal) {
  const survey = await apiRequest(`/api/surveys/${encodeURIComponent(id)}`, { schema: ZSurvey, signal });
  if (survey.publishedVersion === null) return { survey, schema: survey.schema, version: null };
  const version = await apiRequest(
    `/api/surveys/${encodeURIComponent(id)}/versions/${survey.publishedVersion}`,
    { schema: ZSurveyVersionWithSchema, signal },
  );
  return { survey, schema: version.schema, version: version.version };
}

export function useSurveySteps(id: string) {
  return useQuery(
    queryOptions({ queryKey: ['surveys', 'steps', id], queryFn: ({ signal }) => getSurveySteps(id, signal) }),
  );
}
