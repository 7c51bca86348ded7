import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  ZChatContacts,
  ZChatPage,
  ZChatUser,
  ZGetChatResponse,
  ZSendMessageResponse,
} from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { addMembers, buildBoard } from '../../../test/doc-factories';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const getChat = async (user: BuiltUser, contact: BuiltUser) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/chat/get-chat?contactId=${contact.row.id}&userId=${user.row.id}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return ZGetChatResponse.parse(res.json());
};
const send = (user: BuiltUser, chatId: string, message: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: user.auth,
    payload: { chatId, message: { who: user.row.id, message, time: new Date().toISOString() } },
  });
const contactsOf = async (user: BuiltUser) =>
  ZChatContacts.parse(
    (await app.inject({ method: 'GET', url: '/api/chat/contacts', headers: user.auth })).json(),
  );
const unreadFrom = async (user: BuiltUser, contact: BuiltUser) =>
  (await contactsOf(user)).find((entry) => entry.id === contact.row.id)?.unread;

describe('team chat rights', () => {
  it('answers 401 to a guest on every chat call', async () => {
    for (const url of [
      '/api/chat/contacts',
      '/api/chat/user',
      `/api/chat/get-chat?contactId=${crypto.randomUUID()}`,
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("lets no one read, page, mark or write a chat they are not in, nor ask for someone else's", async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const eva = await buildUser(app, { role: 'admin' });
    const { chat } = await getChat(ana, bia);
    expect((await send(ana, chat.id, 'Só entre nós')).statusCode).toBe(200);

    const attempts = [
      app.inject({ method: 'GET', url: `/api/chat/messages?chatId=${chat.id}&before=99`, headers: eva.auth }),
      send(eva, chat.id, 'Intrusa'),
      app.inject({
        method: 'POST',
        url: '/api/chat/read',
        headers: eva.auth,
        payload: { chatId: chat.id, seq: 1 },
      }),
      app.inject({
        method: 'GET',
        url: `/api/chat/get-chat?contactId=${bia.row.id}&userId=${ana.row.id}`,
        headers: eva.auth,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Conversa não encontrada.');
    }
    // Eva's own chat with Bia is another chat, without Ana's message.
    const own = await getChat(eva, bia);
    expect(own.chat.id).not.toBe(chat.id);
    expect(own.chat.dialog).toEqual([]);
    // Speaking for someone else is refused.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: ana.auth,
      payload: { chatId: chat.id, message: { who: bia.row.id, message: 'Sou a Bia' } },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses empty and blank messages, a chat with oneself and an unknown contact', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const { chat } = await getChat(ana, bia);
    for (const text of ['', '   \n ']) {
      const res = await send(ana, chat.id, text);
      expect(res.statusCode).toBe(400);
    }
    expect((await send(ana, chat.id, 'x'.repeat(4001))).statusCode).toBe(400);
    const self = await app.inject({
      method: 'GET',
      url: `/api/chat/get-chat?contactId=${ana.row.id}`,
      headers: ana.auth,
    });
    expect(self.statusCode).toBe(400);
    const nobody = await app.inject({
      method: 'GET',
      url: `/api/chat/get-chat?contactId=${crypto.randomUUID()}`,
      headers: ana.auth,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('Contato não encontrado.');
  });
});

describe('team chat messages', () => {
  it('numbers concurrent sends without gaps and counts unread messages per reader', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const [{ chat }, again] = await Promise.all([getChat(ana, bia), getChat(bia, ana)]);
    expect(again.chat.id).toBe(chat.id);

    const sends = Array.from({ length: 12 }, (_, n) => [
      send(ana, chat.id, `Ana ${n}`),
      send(bia, chat.id, `Bia ${n}`),
    ]).flat();
    const sent = (await Promise.all(sends)).map((res) => ZSendMessageResponse.parse(res.json()).message);
    expect(sent.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, n) => n + 1),
    );
    // Each seq's time is not earlier than the one before (the server's clock, in commit order).
    const bySeq = [...sent].sort((a, b) => a.seq - b.seq);
    for (let n = 1; n < bySeq.length; n += 1)
      expect(Date.parse(bySeq[n]?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(bySeq[n - 1]?.time ?? ''));

    expect(await unreadFrom(ana, bia)).toBe(12);
    expect(await unreadFrom(bia, ana)).toBe(12);
    // Opening the chat reads it: Ana's badge clears, Bia's does not, and Bia sees Ana read to the end.
    const opened = await getChat(ana, bia);
    expect(opened.chat.dialog.map((message) => message.seq)).toEqual(bySeq.map((message) => message.seq));
    expect(await unreadFrom(ana, bia)).toBe(0);
    expect(await unreadFrom(bia, ana)).toBe(12);
    expect((await getChat(bia, ana)).chat.contactReadSeq).toBe(24);

    // A message after the read counts again; reading up to it by seq clears it, and a read never goes back.
    const late = ZSendMessageResponse.parse((await send(bia, chat.id, 'Mais uma')).json()).message;
    expect(await unreadFrom(ana, bia)).toBe(1);
    const read = await app.inject({
      method: 'POST',
      url: '/api/chat/read',
      headers: ana.auth,
      payload: { chatId: chat.id, seq: late.seq },
    });
    expect(read.json()).toEqual({ chatId: chat.id, seq: 25, unread: 0 });
    const back = await app.inject({
      method: 'POST',
      url: '/api/chat/read',
      headers: ana.auth,
      payload: { chatId: chat.id, seq: 3 },
    });
    expect(back.json()).toEqual({ chatId: chat.id, seq: 25, unread: 0 });
  });

  it('pages the history from the newest, older pages before a seq, oldest first in each', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const { chat } = await getChat(ana, bia);
    const total = CHAT_PAGE_SIZE * 2 + 5;
    for (let n = 1; n <= total; n += 1) await send(n % 2 ? ana : bia, chat.id, `Mensagem ${n}`);

    const first = (await getChat(bia, ana)).chat;
    expect(first.dialog).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.dialog.at(-1)?.message).toBe(`Mensagem ${total}`);
    const seen = [...first.dialog];
    let before = first.dialog[0]?.seq ?? 0;
    let hasMore = first.hasMore;
    while (hasMore) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/chat/messages?chatId=${chat.id}&before=${before}`,
        headers: bia.auth,
      });
      const page = ZChatPage.parse(res.json());
      seen.unshift(...page.dialog);
      before = page.dialog[0]?.seq ?? 0;
      hasMore = page.hasMore;
    }
    expect(seen.map((message) => message.message)).toEqual(
      Array.from({ length: total }, (_, n) => `Mensagem ${n + 1}`),
    );
    expect(seen.map((message) => message.who)).toEqual(
      Array.from({ length: total }, (_, n) => (n % 2 ? bia.row.id : ana.row.id)),
    );
  });

  it('lists contacts with chats first (newest message first), then everyone else; keeps mood and status', async () => {
    const ana = await buildUser(app, { role: 'staff', displayName: 'Ana Chat' });
    const bia = await buildUser(app, { role: 'staff', displayName: 'Bia Chat' });
    const caio = await buildUser(app, { role: 'interview', displayName: 'Caio Chat' });
    await buildUser(app, { role: 'admin', displayName: 'Duda Chat' });
    await send(ana, (await getChat(ana, bia)).chat.id, 'Oi Bia');
    await send(caio, (await getChat(caio, ana)).chat.id, 'Oi Ana');

    const saved = await app.inject({
      method: 'POST',
      url: '/api/chat/user/data',
      headers: caio.auth,
      payload: { mood: 'Em campo hoje', status: 'do-not-disturb' },
    });
    expect(ZChatUser.parse(saved.json())).toMatchObject({ mood: 'Em campo hoje', status: 'do-not-disturb' });

    const contacts = await contactsOf(ana);
    expect(contacts.slice(0, 2).map((contact) => contact.name)).toEqual(['Caio Chat', 'Bia Chat']);
    expect(contacts.map((contact) => contact.name)).toContain('Duda Chat');
    expect(contacts.map((contact) => contact.id)).not.toContain(ana.row.id);
    // Without an open tab, everyone is offline whatever they chose; the mood shows.
    expect(contacts[0]).toMatchObject({ mood: 'Em campo hoje', status: 'offline', unread: 1 });

    const me = ZChatUser.parse(
      (await app.inject({ method: 'GET', url: '/api/chat/user', headers: ana.auth })).json(),
    );
    expect(me.chatList.map((entry) => entry.contactId)).toEqual([caio.row.id, bia.row.id]);
    expect(me.name).toBe('Ana Chat');
  });
});

describe('team chat directory by audience (issue 32)', () => {
  const ids = async (user: BuiltUser) => (await contactsOf(user)).map((contact) => contact.id);

  it('gives respondents no chat at all: no contacts, no chat with anyone', async () => {
    const staffer = await buildUser(app, { role: 'staff' });
    for (const role of ['user', 'social'] as const) {
      const respondent = await buildUser(app, { role });
      const contacts = await app.inject({
        method: 'GET',
        url: '/api/chat/contacts',
        headers: respondent.auth,
      });
      expect(contacts.statusCode, role).toBe(403);
      const chat = await app.inject({
        method: 'GET',
        url: `/api/chat/get-chat?contactId=${staffer.row.id}`,
        headers: respondent.auth,
      });
      expect(chat.statusCode, role).toBe(403);
      expect(await ids(staffer)).not.toContain(respondent.row.id);
    }
  });

  it('lets a client reach only the team of its studies, and the team only the clients of theirs', async () => {
    const moderator = await buildUser(app, { role: 'interview', displayName: 'Moderadora do estudo' });
    const outsider = await buildUser(app, { role: 'staff', displayName: 'Equipe de outro estudo' });
    const client = await buildUser(app, { role: 'watcher', displayName: 'Cliente A' });
    const otherClient = await buildUser(app, { role: 'watcher_bloodblue', displayName: 'Cliente B' });
    const respondent = await buildUser(app, { role: 'user', displayName: 'Respondente' });
    const board = await buildBoard(app, { owner: moderator, lists: 1, cardsPerList: 0 });
    await addMembers(app, board, [client]);

    const clientSees = await ids(client);
    expect(clientSees).toContain(moderator.row.id);
    for (const hidden of [outsider, otherClient, respondent]) expect(clientSees).not.toContain(hidden.row.id);
    const moderatorSees = await ids(moderator);
    expect(moderatorSees).toEqual(expect.arrayContaining([client.row.id, outsider.row.id]));
    for (const hidden of [otherClient, respondent]) expect(moderatorSees).not.toContain(hidden.row.id);
    // The team among itself, but a client of another study is out of reach.
    expect(await ids(outsider)).not.toContain(client.row.id);

    for (const [from, to] of [
      [client, outsider],
      [client, otherClient],
      [client, respondent],
      [outsider, client],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/chat/get-chat?contactId=${to.row.id}`,
        headers: from.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(CHAT_MESSAGES.contactNotFound);
    }

    // The study's chat works while the client is on the board, and closes when the membership ends.
    const { chat } = await getChat(client, moderator);
    expect((await send(client, chat.id, 'Como está o campo?')).statusCode).toBe(200);
    await addMembers(app, board, []);
    const after = await send(client, chat.id, 'Ainda aí?');
    expect(after.statusCode).toBe(403);
    expect(after.json().error.message).toBe(CHAT_MESSAGES.contactUnreachable);
    expect(await ids(client)).not.toContain(moderator.row.id);
  });
});
