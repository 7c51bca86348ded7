import { z } from 'zod';
import { zText } from './text';

/** Team chat limits, written once for the server that checks and the panel that obeys. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MOOD_MAX_LENGTH = 200;
/** Messages per page of a chat's history (the newest page first, older ones on scroll up). */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_CONTACTS_MAX = 500;
/** Without a key press or pointer move for this long, a tab counts as idle (its user shows away). */
export const CHAT_IDLE_MS = 5 * 60_000;

export const CHAT_MESSAGES = {
  chatNotFound: 'Conversa não encontrada.',
  contactNotFound: 'Contato não encontrado.',
  contactUnreachable: 'Esta conversa foi encerrada: o contato não está mais nos seus estudos.',
  selfChat: 'Escolha outra pessoa para conversar.',
  emptyMessage: 'Digite uma mensagem.',
  messageTooLong: `A mensagem pode ter no máximo ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`,
  moodTooLong: `O humor pode ter no máximo ${CHAT_MOOD_MAX_LENGTH} caracteres.`,
  notYou: 'Você só pode falar por você mesmo.',
} as const;

/** Spec point 3: a contact's status. */
export const CHAT_STATUSES = ['online', 'away', 'do-not-disturb', 'offline'] as const;
export const ZChatStatus = z.enum(CHAT_STATUSES);
export type TChatStatus = z.infer<typeof ZChatStatus>;

const ZUuid = z.uuid('Identificador inválido');

/** Spec point 3: Message (who, message, time), with its chat and its place in the chat. */
export const ZChatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  /** 1, 2, 3, ... in the chat, without gaps: the order of the dialog and the read marks. */
  seq: z.number().int(),
  who: z.string(),
  message: z.string(),
  time: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatContact = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  status: ZChatStatus,
  mood: z.string(),
  unread: z.number().int(),
});
export type TChatContact = z.infer<typeof ZChatContact>;
export const ZChatContacts = z.array(ZChatContact);

export const ZChatListEntry = z.object({
  contactId: z.string(),
  chatId: z.string(),
  lastMessageTime: z.string(),
});
export type TChatListEntry = z.infer<typeof ZChatListEntry>;

/** Spec point 3: Chat user (id, avatar, chatList), with the user's own name, status and mood. */
export const ZChatUser = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  status: ZChatStatus,
  mood: z.string(),
  /** The user's chats, the newest message first. */
  chatList: z.array(ZChatListEntry),
});
export type TChatUser = z.infer<typeof ZChatUser>;

/** Spec point 7: get-chat (contactId, userId); userId, when sent, must be the caller. */
export const ZGetChatQuery = z.object({ contactId: ZUuid, userId: ZUuid.optional() });
export type TGetChatQuery = z.infer<typeof ZGetChatQuery>;

/** One page of a chat's history, oldest first; `hasMore`: older messages exist. */
export const ZChatPage = z.object({ dialog: z.array(ZChatMessage), hasMore: z.boolean() });
export type TChatPage = z.infer<typeof ZChatPage>;

/** Spec point 3: Chat (id, dialog), with the newest page only and how far the contact has read. */
export const ZChat = ZChatPage.extend({
  id: z.string(),
  contactId: z.string(),
  /** The contact has read every message up to this seq (read receipts on the user's own messages). */
  contactReadSeq: z.number().int(),
});
export type TChat = z.infer<typeof ZChat>;

export const ZGetChatResponse = z.object({ chat: ZChat, userChatData: ZChatUser });
export type TGetChatResponse = z.infer<typeof ZGetChatResponse>;

/** Older messages of a chat: those before seq `before` (the infinite scroll up). */
export const ZChatHistoryQuery = z.object({
  chatId: ZUuid,
  before: z.coerce.number().int('Posição inválida').min(1, 'Posição inválida'),
});
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;

const zMessageText = () =>
  zText()
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong)
    .refine((text) => text.trim().length > 0, CHAT_MESSAGES.emptyMessage);

/** Spec point 7: send-message (chatId and message with who, message, time); the server keeps its own time. */
export const ZSendMessageBody = z.object({
  chatId: ZUuid,
  contactId: ZUuid.optional(),
  message: z.object({
    message: zMessageText(),
    who: ZUuid.optional(),
    time: z.string().max(40).optional(),
  }),
});
export type TSendMessageBody = z.infer<typeof ZSendMessageBody>;

export const ZSendMessageResponse = z.object({ message: ZChatMessage, userChatData: ZChatUser });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** Spec point 7: user/data (partial user): the status the user chooses and the mood shown to the team. */
export const ZChatUserDataBody = z.object({
  status: ZChatStatus.optional(),
  mood: zText().max(CHAT_MOOD_MAX_LENGTH, CHAT_MESSAGES.moodTooLong).optional(),
});
export type TChatUserDataBody = z.infer<typeof ZChatUserDataBody>;

/** Marks the chat read up to `seq` (a message that arrived while the chat was open). */
export const ZChatReadBody = z.object({ chatId: ZUuid, seq: z.number().int().min(0) });
export type TChatReadBody = z.infer<typeof ZChatReadBody>;
export const ZChatReadResponse = z.object({
  chatId: z.string(),
  seq: z.number().int(),
  unread: z.number().int(),
});
export type TChatReadResponse = z.infer<typeof ZChatReadResponse>;

/** Socket: joins the user's presence room (every tab of a signed-in user with the panel counts). */
export const CHAT_JOIN_ACTION = 'server/chat:join';
/** Socket: the tab went idle or came back (idle tabs everywhere make the user away). */
export const CHAT_IDLE_ACTION = 'server/chat:idle';
export const ZChatJoinData = z.object({ userId: ZUuid });
export type TChatJoinData = z.infer<typeof ZChatJoinData>;
export const ZChatIdleData = z.object({ idle: z.boolean() });
export type TChatIdleData = z.infer<typeof ZChatIdleData>;

/** What the socket says about chats (as `message` types). */
export type TChatLiveMessage = { chatId: string; from: string; to: string; message: TChatMessage };
export type TChatReadEvent = {
  chatId: string;
  readerId: string;
  contactId: string;
  seq: number;
  unread: number;
};
export type TChatPresenceEvent = { userId: string; status: TChatStatus; mood: string };
