import { ZRespondentList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/respondents — the panel's first 100, to pick a room's participants. */
export function useRespondentOptions(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['rooms', 'respondent-options'],
      queryFn: ({ signal }) =>
        apiRequest('/api/respondents?page=1&pageSize=100', { schema: ZRespondentList, signal }),
      enabled: isEnabled,
    }),
  );
}
