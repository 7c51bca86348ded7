import { ZQuickPanelData } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/quick-panel/data: the signed-in user's own events and notes. */
export function getQuickPanelData(signal?: AbortSignal) {
  return apiRequest('/api/quick-panel/data', { schema: ZQuickPanelData, signal });
}

export function quickPanelQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['quick-panel', userId],
    queryFn: ({ signal }) => getQuickPanelData(signal),
    // Read again at each opening: the calendar and notes apps change what it lists.
    staleTime: 0,
  });
}

export function useQuickPanelData(userId: string, isEnabled: boolean) {
  return useQuery({ ...quickPanelQueryOptions(userId), enabled: isEnabled });
}
