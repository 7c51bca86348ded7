import type { TChatMessage } from '@pesquisemais/shared';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import type { TDialogData } from './get-chat';

/** Adds a message to the newest page of a loaded chat once (the sender's answer and the socket both bring it). */
export function appendToDialog(
  client: QueryClient,
  userId: string,
  contactId: string,
  message: TChatMessage,
) {
  client.setQueryData<TDialogData>(chatKeys.dialog(userId, contactId), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest || newest.chatId !== message.chatId) return data;
    if (data.pages.some((page) => page.dialog.some((known) => known.seq === message.seq))) return data;
    const dialog = [...newest.dialog, message].sort((a, b) => a.seq - b.seq);
    return { ...data, pages: [{ ...newest, dialog }, ...data.pages.slice(1)] };
  });
}

/** The contact has read up to `seq`: the user's own messages up to it show as read. */
export function setContactRead(client: QueryClient, userId: string, contactId: string, seq: number) {
  client.setQueryData<TDialogData>(chatKeys.dialog(userId, contactId), (data) => {
    const newest = data?.pages[0];
    if (!data || !newest || newest.contactReadSeq >= seq) return data;
    return { ...data, pages: [{ ...newest, contactReadSeq: seq }, ...data.pages.slice(1)] };
  });
}
