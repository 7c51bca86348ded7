import { CHAT_JOIN_ACTION, type TChatContact, type TServerMessage } from '@pesquisemais/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRoom, useSocketEvent } from '@/lib/socket';
import { chatKeys } from './api/chat-keys';
import { markChatRead } from './api/mark-chat-read';
import { appendToDialog, setContactRead } from './api/update-dialog';

/**
 * Keeps the chat caches live: this tab's presence (room chat:<id>), messages and reads of every tab of the
 * user, and the team's statuses. A message of the open, visible chat is read at once.
 */
export function useChatLive(userId: string, openContactId: string | null): void {
  const client = useQueryClient();
  const openRef = useRef(openContactId);
  openRef.current = openContactId;
  useRoom(CHAT_JOIN_ACTION, { userId });

  // After a reconnection (not the first connection) what was missed meanwhile is loaded again.
  const connectionsRef = useRef(0);
  useSocketEvent('IOcredentials', () => {
    connectionsRef.current += 1;
    if (connectionsRef.current > 1) void client.invalidateQueries({ queryKey: chatKeys.all(userId) });
  });

  useSocketEvent('message', (event: TServerMessage) => {
    if (event.type === 'chat:message') {
      const { from, to, message } = event.data;
      const contactId = from === userId ? to : from;
      appendToDialog(client, userId, contactId, message);
      void client.invalidateQueries({ queryKey: chatKeys.user(userId) });
      const isSeen = from !== userId && openRef.current === from && document.visibilityState === 'visible';
      if (isSeen) void markChatRead({ chatId: message.chatId, seq: message.seq }).catch(() => undefined);
      else void client.invalidateQueries({ queryKey: chatKeys.contacts(userId) });
    } else if (event.type === 'chat:read') {
      const { readerId, contactId, seq } = event.data;
      if (readerId === userId) void client.invalidateQueries({ queryKey: chatKeys.contacts(userId) });
      else if (contactId === userId) setContactRead(client, userId, readerId, seq);
    } else if (event.type === 'chat:presence') {
      const { userId: who, status, mood } = event.data;
      client.setQueryData<TChatContact[]>(chatKeys.contacts(userId), (contacts) =>
        contacts?.map((contact) => (contact.id === who ? { ...contact, status, mood } : contact)),
      );
    }
  });
}
