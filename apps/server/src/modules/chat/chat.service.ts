import {
  AUDIENCES,
  audienceOf,
  CHAT_CLIENTS_ROOM,
  CHAT_CONTACTS_MAX,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_TEAM_ROOM,
  type TChatContact,
  type TChatReadResponse,
  type TChatUser,
  type TChatUserDataBody,
  type TGetChatResponse,
  type TSendMessageBody,
  type TSendMessageResponse,
  userRoom,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { effectiveStatus, teamTabs, userTabs } from './chat.presence';
import { createChatRepository, type TChatReach, type TMembership } from './chat.repository';

/** What the chat uses of the app. */
type Deps = Pick<ServiceDeps, 'db' | 'events' | 'io'>;

/**
 * The chat directory by audience (issue 32): the team talks among itself and with the clients of its studies
 * (a shared study board); a client only with the team of its studies; respondents reach nobody.
 */
function reachOf(viewer: Principal): TChatReach {
  switch (audienceOf(viewer.role)) {
    case 'team':
      return { peers: AUDIENCES.team, viaBoard: AUDIENCES.client };
    case 'client':
      return { peers: [], viaBoard: AUDIENCES.team };
    default:
      return { peers: [], viaBoard: [] };
  }
}
/** Read to the newest message, whatever its seq (a PostgreSQL integer). */
const INT_MAX = 2_147_483_647;

/** The team chat: a user sees and writes only the chats they are a member of. */
export function createChatService(app: Deps) {
  const chats = createChatRepository(app.db);

  async function memberOf(chatId: string, userId: string): Promise<TMembership> {
    const membership = await chats.membership(chatId, userId);
    // Someone else's chat answers as a missing one: its existence is not the caller's business.
    if (!membership) throw new AppError('NOT_FOUND', CHAT_MESSAGES.chatNotFound);
    return membership;
  }

  async function chatUser(userId: string): Promise<TChatUser> {
    const [data, chatList] = await Promise.all([chats.userData(userId), chats.chatList(userId)]);
    if (!data) throw new AppError('UNAUTHENTICATED');
    return { id: userId, ...data, chatList };
  }

  /** Tells every tab of both members (the reader's badge, the writer's read receipt). */
  async function announceRead(membership: TMembership, userId: string, seq: number): Promise<number> {
    const unread = await chats.unreadCount(membership.chatId, userId);
    app.io.to([userRoom(userId), userRoom(membership.contactId)]).emit('message', {
      type: 'chat:read',
      data: { chatId: membership.chatId, readerId: userId, contactId: membership.contactId, seq, unread },
    });
    return unread;
  }

  return {
    chatUser,

    async contacts(viewer: Principal): Promise<TChatContact[]> {
      const [rows, tabs] = await Promise.all([
        chats.contacts(viewer.id, reachOf(viewer), CHAT_CONTACTS_MAX),
        teamTabs(app),
      ]);
      return rows.map((row) => ({ ...row, status: effectiveStatus(row.status, tabs.get(row.id)) }));
    },

    /** The chat with a contact (created the first time, as the spec's sample does), read to its newest message. */
    async getChat(viewer: Principal, contactId: string): Promise<TGetChatResponse> {
      const userId = viewer.id;
      if (contactId === userId) throw new AppError('VALIDATION', CHAT_MESSAGES.selfChat);
      if (!(await chats.reaches(userId, contactId, reachOf(viewer))))
        throw new AppError('NOT_FOUND', CHAT_MESSAGES.contactNotFound);
      const chatId = await app.db.transaction((tx) => chats.findOrCreateChat(userId, contactId, tx));
      const before = await memberOf(chatId, userId);
      const seq = await chats.markRead(chatId, userId, INT_MAX);
      if (seq !== null && seq > before.lastReadSeq) await announceRead(before, userId, seq);
      const page = await chats.page(chatId, null, CHAT_PAGE_SIZE);
      return {
        chat: { id: chatId, contactId, contactReadSeq: before.contactReadSeq, ...page },
        userChatData: await chatUser(userId),
      };
    },

    async history(userId: string, chatId: string, before: number) {
      await memberOf(chatId, userId);
      return chats.page(chatId, before, CHAT_PAGE_SIZE);
    },

    async send(viewer: Principal, body: TSendMessageBody): Promise<TSendMessageResponse> {
      const userId = viewer.id;
      if (body.message.who && body.message.who !== userId)
        throw new AppError('FORBIDDEN', CHAT_MESSAGES.notYou);
      const membership = await memberOf(body.chatId, userId);
      // A chat outlives the reach that opened it (a board membership ended): no more messages then.
      if (!(await chats.reaches(userId, membership.contactId, reachOf(viewer))))
        throw new AppError('FORBIDDEN', CHAT_MESSAGES.contactUnreachable);
      const message = await chats.appendMessage(body.chatId, userId, body.message.message);
      if (!message) throw new AppError('NOT_FOUND', CHAT_MESSAGES.chatNotFound);
      app.io.to([userRoom(userId), userRoom(membership.contactId)]).emit('message', {
        type: 'chat:message',
        data: { chatId: body.chatId, from: userId, to: membership.contactId, message },
      });
      const userChatData = await chatUser(userId);
      // Not awaited: the sender's answer does not wait on push services.
      void app.events.publish('notification.requested', {
        userId: membership.contactId,
        kind: 'messages',
        title: `Mensagem de ${userChatData.name}`,
        body: message.message.slice(0, 200),
        url: '/home',
      });
      return { message, userChatData };
    },

    async read(userId: string, chatId: string, upTo: number): Promise<TChatReadResponse> {
      const membership = await memberOf(chatId, userId);
      const seq = (await chats.markRead(chatId, userId, upTo)) ?? membership.lastReadSeq;
      const unread =
        seq > membership.lastReadSeq
          ? await announceRead(membership, userId, seq)
          : await chats.unreadCount(chatId, userId);
      return { chatId, seq, unread };
    },

    async updateUserData(userId: string, body: TChatUserDataBody): Promise<TChatUser> {
      await chats.saveUserData(userId, body);
      await publishPresence(app, userId);
      return chatUser(userId);
    },
  };
}

/** Per app and user, the last presence news under way: news of one user goes out in the order it happened. */
const presenceQueues = new WeakMap<Deps, Map<string, Promise<void>>>();

/** Tells every chat tab a user's current status and mood (after a connection change or a choice). */
export function publishPresence(app: Deps, userId: string): Promise<void> {
  const queues = presenceQueues.get(app) ?? new Map<string, Promise<void>>();
  presenceQueues.set(app, queues);
  const next = (queues.get(userId) ?? Promise.resolve()).then(async () => {
    const [data, tabs] = await Promise.all([
      createChatRepository(app.db).userData(userId),
      userTabs(app, userId),
    ]);
    if (!data) return;
    app.io
      .to(CHAT_TEAM_ROOM)
      .except(CHAT_CLIENTS_ROOM)
      .emit('message', {
        type: 'chat:presence',
        data: { userId, status: effectiveStatus(data.status, tabs), mood: data.mood },
      });
  });
  const settled = next.catch(() => undefined);
  queues.set(userId, settled);
  void settled.then(() => queues.get(userId) === settled && queues.delete(userId));
  return next;
}
