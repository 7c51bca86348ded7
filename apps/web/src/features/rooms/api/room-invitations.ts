import { ZRoomInviteResult, ZRoomInviteTemplates } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/rooms/invitation-templates — the mailing templates a room's invitations may use. */
export function useInvitationTemplates() {
  return useQuery(
    queryOptions({
      queryKey: ['rooms', 'invitation-templates'],
      queryFn: ({ signal }) =>
        apiRequest('/api/rooms/invitation-templates', { schema: ZRoomInviteTemplates, signal }),
    }),
  );
}

/** POST /api/rooms/:id/invitations — each participant not yet written to gets its link by e-mail. */
export function useSendInvitations(roomId: string) {
  return useMutation({
    mutationFn: (templateId: string) =>
      apiRequest(`/api/rooms/${roomId}/invitations`, {
        method: 'POST',
        body: { templateId },
        schema: ZRoomInviteResult,
      }),
  });
}
