import { ZChatContacts } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/chat/contacts: everyone one may chat with, with status, mood and unread count. */
export function getChatContacts(signal?: AbortSignal) {
  return apiRequest('/api/chat/contacts', { schema: ZChatContacts, signal });
}

export function chatContactsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: chatKeys.contacts(userId),
    queryFn: ({ signal }) => getChatContacts(signal),
  });
}

export function useChatContacts(userId: string) {
  return useQuery(chatContactsQueryOptions(userId));
}
