import { ZCalendarEventList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CALENDAR_KEY = ['calendar-app'] as const;

/** GET /api/calendar-app/events — the signed-in user's events. */
export function useCalendarEvents() {
  return useQuery(
    queryOptions({
      queryKey: [...CALENDAR_KEY, 'events'],
      queryFn: ({ signal }) => apiRequest('/api/calendar-app/events', { schema: ZCalendarEventList, signal }),
    }),
  );
}
