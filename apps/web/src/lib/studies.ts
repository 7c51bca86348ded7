import { ZStudies } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/studies (the studies page, and the study picker of a board's settings) — the questionnaires this user may see, each with campaigns, delivered reports and boards. */
export function useStudies(q: string, isEnabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['studies', q],
      queryFn: ({ signal }) =>
        apiRequest(`/api/studies?q=${encodeURIComponent(q)}`, { signal, schema: ZStudies }),
      enabled: isEnabled,
    }),
  );
}
