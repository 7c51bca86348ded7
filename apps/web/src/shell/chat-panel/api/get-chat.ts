import { type TChatMessage, ZChatPage, ZGetChatResponse } from '@pesquisemais/shared';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** One page of a chat as the panel keeps it: the first is the newest (get-chat), the next ones older. */
export type TDialogPage = {
  chatId: string;
  dialog: TChatMessage[];
  hasMore: boolean;
  contactReadSeq: number;
};
export type TDialogData = InfiniteData<TDialogPage, unknown>;

/** GET /api/chat/get-chat: the chat with a contact (created the first time), read to its newest message. */
export async function getChat(contactId: string, userId: string, signal?: AbortSignal): Promise<TDialogPage> {
  const query = new URLSearchParams({ contactId, userId });
  const { chat } = await apiRequest(`/api/chat/get-chat?${query}`, { schema: ZGetChatResponse, signal });
  return { chatId: chat.id, dialog: chat.dialog, hasMore: chat.hasMore, contactReadSeq: chat.contactReadSeq };
}

/** GET /api/chat/messages: the page before seq `before` (scrolling up). */
export async function getChatHistory(chatId: string, before: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ chatId, before: String(before) });
  return apiRequest(`/api/chat/messages?${query}`, { schema: ZChatPage, signal });
}

export function chatDialogQueryOptions(userId: string, contactId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.dialog(userId, contactId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal, client, queryKey }): Promise<TDialogPage> => {
      if (pageParam === null) return getChat(contactId, userId, signal);
      const newest = client.getQueryData<TDialogData>(queryKey)?.pages[0];
      const chatId = newest?.chatId ?? '';
      const page = await getChatHistory(chatId, pageParam, signal);
      return { chatId, ...page, contactReadSeq: newest?.contactReadSeq ?? 0 };
    },
    getNextPageParam: (last) => (last.hasMore ? (last.dialog[0]?.seq ?? null) : null),
    // Live events keep an open chat current; a refetch would reload (and re-read) every page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useChatDialog(userId: string, contactId: string) {
  return useInfiniteQuery(chatDialogQueryOptions(userId, contactId));
}

/** The loaded messages, oldest first (pages hold the newest first). */
export function dialogOf(data: TDialogData | undefined): TChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.dialog) : [];
}
