import { ZRoomLinks } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/rooms/:id/links — signed, expiring links of the participants and guest observers. */
export function useCreateRoomLinks() {
  return useMutation({
    mutationFn: (roomId: string) =>
      apiRequest(`/api/rooms/${roomId}/links`, { method: 'POST', schema: ZRoomLinks }),
  });
}
