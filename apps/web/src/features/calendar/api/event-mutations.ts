import { type TCalendarEventInput, ZCalendarEvent, ZRemoveEventBody } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CALENDAR_KEY } from './get-events';

/** POST add-event (newEvent), update-event (event) and remove-event (eventId). */
export function useEventMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: CALENDAR_KEY });
  const save = useMutation({
    mutationFn: (event: TCalendarEventInput & { id?: string }) =>
      event.id
        ? apiRequest('/api/calendar-app/update-event', {
            method: 'POST',
            body: { event },
            schema: ZCalendarEvent,
          })
        : apiRequest('/api/calendar-app/add-event', {
            method: 'POST',
            body: { newEvent: event },
            schema: ZCalendarEvent,
          }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (eventId: string) =>
      apiRequest('/api/calendar-app/remove-event', {
        method: 'POST',
        body: { eventId },
        schema: ZRemoveEventBody,
      }),
    onSettled,
  });
  return { save, remove };
}
