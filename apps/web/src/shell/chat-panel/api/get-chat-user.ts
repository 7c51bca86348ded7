import { ZChatUser } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/chat/user: the signed-in user's chat data (status, mood, chats newest first). */
export function getChatUser(signal?: AbortSignal) {
  return apiRequest('/api/chat/user', { schema: ZChatUser, signal });
}

export function chatUserQueryOptions(userId: string) {
  return queryOptions({ queryKey: chatKeys.user(userId), queryFn: ({ signal }) => getChatUser(signal) });
}

export function useChatUser(userId: string) {
  return useQuery(chatUserQueryOptions(userId));
}
