import { type TSendMessageBody, ZSendMessageResponse } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';
import { appendToDialog } from './update-dialog';

/** POST /api/chat/send-message: the server numbers and times the message. */
export function sendChatMessage(body: TSendMessageBody) {
  return apiRequest('/api/chat/send-message', { method: 'POST', body, schema: ZSendMessageResponse });
}

export function useSendChatMessage(userId: string, contactId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: ({ message, userChatData }) => {
      appendToDialog(client, userId, contactId, message);
      client.setQueryData(chatKeys.user(userId), userChatData);
      void client.invalidateQueries({ queryKey: chatKeys.contacts(userId) });
    },
  });
}
