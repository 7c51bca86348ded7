import { type TServerMessage, ZChatContacts, ZGetChatResponse } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { type SocketClients, withSocketApp } from '../../../test/socket-clients';

let app: FastifyInstance;
let clients: SocketClients;
withSocketApp((live) => ({ app, clients } = live));

/** Resolves with the first `message` of `type` the socket receives that `match` accepts. */
function nextMessage<T extends TServerMessage['type']>(
  socket: Socket,
  type: T,
  match: (data: Extract<TServerMessage, { type: T }>['data']) => boolean = () => true,
): Promise<Extract<TServerMessage, { type: T }>['data']> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 10_000);
    const listener = (message: TServerMessage) => {
      if (message.type !== type || !match(message.data as never)) return;
      clearTimeout(timer);
      socket.off('message', listener);
      resolve(message.data as never);
    };
    socket.on('message', listener);
  });
}

/** A tab of `user` with the chat panel: connected and in its presence room. */
async function openTab(user: BuiltUser): Promise<Socket> {
  const socket = clients.connect(user.token);
  await new Promise((resolve) => socket.once('IOcredentials', resolve));
  const joined = nextMessage(socket, 'chat:joined');
  socket.emit('action', { type: 'server/chat:join', data: { userId: user.row.id } });
  await joined;
  return socket;
}

const statusOf = async (viewer: BuiltUser, user: BuiltUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/chat/contacts', headers: viewer.auth });
  return ZChatContacts.parse(res.json()).find((contact) => contact.id === user.row.id)?.status;
};

describe('team chat presence over real socket.io clients', () => {
  it('is online with a tab, away when every tab is idle, as chosen for do-not-disturb, offline when all close', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const watcher = await openTab(bia);
    expect(await statusOf(bia, ana)).toBe('offline');

    const online = nextMessage(watcher, 'chat:presence', (data) => data.userId === ana.row.id);
    const first = await openTab(ana);
    expect(await online).toEqual({ userId: ana.row.id, status: 'online', mood: '' });
    const second = await openTab(ana);
    expect(await statusOf(bia, ana)).toBe('online');

    // One idle tab of two: still online; both idle: away; one back: online.
    const stillOnline = nextMessage(watcher, 'chat:presence', (data) => data.userId === ana.row.id);
    first.emit('action', { type: 'server/chat:idle', data: { idle: true } });
    expect((await stillOnline).status).toBe('online');
    const away = nextMessage(watcher, 'chat:presence', (data) => data.userId === ana.row.id);
    second.emit('action', { type: 'server/chat:idle', data: { idle: true } });
    expect((await away).status).toBe('away');
    expect(await statusOf(bia, ana)).toBe('away');
    const back = nextMessage(watcher, 'chat:presence', (data) => data.userId === ana.row.id);
    second.emit('action', { type: 'server/chat:idle', data: { idle: false } });
    expect((await back).status).toBe('online');

    const busy = nextMessage(watcher, 'chat:presence', (data) => data.userId === ana.row.id);
    await app.inject({
      method: 'POST',
      url: '/api/chat/user/data',
      headers: ana.auth,
      payload: { status: 'do-not-disturb', mood: 'Em reunião' },
    });
    expect(await busy).toEqual({ userId: ana.row.id, status: 'do-not-disturb', mood: 'Em reunião' });

    // Closing one tab keeps the user in; closing the last one takes them offline.
    first.close();
    await expect.poll(() => statusOf(bia, ana)).toBe('do-not-disturb');
    const gone = nextMessage(
      watcher,
      'chat:presence',
      (data) => data.userId === ana.row.id && data.status === 'offline',
    );
    second.close();
    await gone;
    expect(await statusOf(bia, ana)).toBe('offline');
  });

  it("refuses to join another user's presence room", async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const eva = await buildUser(app, { role: 'staff' });
    const socket = clients.connect(eva.token);
    await new Promise((resolve) => socket.once('IOcredentials', resolve));
    const refused = nextMessage(socket, 'error');
    socket.emit('action', { type: 'server/chat:join', data: { userId: ana.row.id } });
    expect(await refused).toBe('Você não tem permissão para esta ação.');
    const guest = clients.connect();
    await new Promise((resolve) => guest.once('IOcredentials', resolve));
    const guestRefused = nextMessage(guest, 'error');
    guest.emit('action', { type: 'server/chat:join', data: { userId: ana.row.id } });
    expect(await guestRefused).toBe('Você não tem permissão para esta ação.');
  });
});

describe('team chat live delivery', () => {
  it('sends a message to every tab of sender and recipient, and the read to every tab of both', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'staff' });
    const eva = await buildUser(app, { role: 'staff' });
    const anaTabs = [await openTab(ana), await openTab(ana)];
    const biaTabs = [await openTab(bia), await openTab(bia)];
    const evaTab = await openTab(eva);
    let evaSawChat = false;
    evaTab.on('message', (message: TServerMessage) => {
      if (message.type === 'chat:message' || message.type === 'chat:read') evaSawChat = true;
    });

    const chat = ZGetChatResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/chat/get-chat?contactId=${bia.row.id}`,
          headers: ana.auth,
        })
      ).json(),
    ).chat;
    const delivered = [...anaTabs, ...biaTabs].map((tab) => nextMessage(tab, 'chat:message'));
    const sent = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: ana.auth,
      payload: { chatId: chat.id, message: { message: 'Olá, Bia!' } },
    });
    expect(sent.statusCode).toBe(200);
    for (const data of await Promise.all(delivered))
      expect(data).toMatchObject({
        chatId: chat.id,
        from: ana.row.id,
        to: bia.row.id,
        message: { seq: 1, who: ana.row.id, message: 'Olá, Bia!' },
      });

    const reads = [...anaTabs, ...biaTabs].map((tab) => nextMessage(tab, 'chat:read'));
    await app.inject({ method: 'GET', url: `/api/chat/get-chat?contactId=${ana.row.id}`, headers: bia.auth });
    for (const data of await Promise.all(reads))
      expect(data).toEqual({
        chatId: chat.id,
        readerId: bia.row.id,
        contactId: ana.row.id,
        seq: 1,
        unread: 0,
      });
    expect(evaSawChat).toBe(false);
  });
});
