import { type TChatUserDataBody, ZChatUser } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** POST /api/chat/user/data: the status the user chooses and the mood the team sees. */
export function updateChatUserData(body: TChatUserDataBody) {
  return apiRequest('/api/chat/user/data', { method: 'POST', body, schema: ZChatUser });
}

export function useUpdateChatUserData(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateChatUserData,
    onSuccess: (user) => client.setQueryData(chatKeys.user(userId), user),
  });
}
