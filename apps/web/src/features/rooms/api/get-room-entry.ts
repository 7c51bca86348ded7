import { type TRoomSeat, ZRoom, ZRoomLinkCheck } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TRoomEntryInfo = { title: string; seat: TRoomSeat | null; name: string | null };

/**
 * What the page needs before entering: a link holder checks its link (POST /api/rooms/:id/link-check), a
 * signed-in member reads the room (GET /api/rooms/:id).
 */
export function useRoomEntry(roomId: string, link: { memberId: string; link: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: ['rooms', 'entry', roomId, link?.memberId ?? null],
      queryFn: async ({ signal }): Promise<TRoomEntryInfo> => {
        if (link) {
          const check = await apiRequest(`/api/rooms/${roomId}/link-check`, {
            method: 'POST',
            body: link,
            schema: ZRoomLinkCheck,
            signal,
          });
          return { title: check.room.title, seat: check.seat, name: check.name };
        }
        const room = await apiRequest(`/api/rooms/${roomId}`, { schema: ZRoom, signal });
        return { title: room.title, seat: room.seat, name: null };
      },
      retry: false,
    }),
  );
}
