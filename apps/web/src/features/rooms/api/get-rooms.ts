import { ZRoomList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ROOMS_KEY = ['rooms'] as const;

/** GET /api/rooms — every room (staff) or the rooms the user sits in. */
export function useRooms() {
  return useQuery(
    queryOptions({
      queryKey: [...ROOMS_KEY, 'list'],
      queryFn: ({ signal }) => apiRequest('/api/rooms', { schema: ZRoomList, signal }),
    }),
  );
}
