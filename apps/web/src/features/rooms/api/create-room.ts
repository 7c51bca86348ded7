import { type TRoomBody, ZRoom } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ROOMS_KEY } from './get-rooms';

/** POST /api/rooms — a new room with its members. */
export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoomBody) => apiRequest('/api/rooms', { method: 'POST', body, schema: ZRoom }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOMS_KEY }),
  });
}
