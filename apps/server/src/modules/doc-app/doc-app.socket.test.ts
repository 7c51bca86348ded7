import {
  DOC_WATCH_ACTION,
  docRoom,
  followedActivityText,
  type TDocChangedEvent,
  type TDocFollowedActivityEvent,
} from '@pesquisemais/shared';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { addMembers, buildBoard, docApi } from '../../../test/doc-factories';
import { buildUser } from '../../../test/factories';
import { useSocketClients, useTestApp } from '../../../test/test-app';

type Message = { type: string; data: unknown };

const { app } = useTestApp({ config: { socketRecheckMs: 3_600_000 } });
const clients = useSocketClients(app);
const api = docApi(app);

function connected(token: string): Promise<Socket> {
  const socket = clients.connect(token);
  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
}

const watch = (socket: Socket, docId: string) =>
  new Promise<Message>((resolve) => {
    const onMessage = (message: Message) => {
      if (message.type !== 'doc:watching' && message.type !== 'error') return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    socket.emit('action', { type: DOC_WATCH_ACTION, data: { docId } });
  });

/** The next change this user made, as another socket on the board receives it. */
const nextChange = (socket: Socket, byUserId: string) =>
  new Promise<TDocChangedEvent>((resolve) => {
    const onChange = (change: TDocChangedEvent) => {
      if (change.byUserId !== byUserId) return;
      socket.off('doc:changed', onChange);
      resolve(change);
    };
    socket.on('doc:changed', onChange);
  });

describe('board room doc:<id>', () => {
  it('lets members in (same check as HTTP) and pushes moves, edits and comments to them', async () => {
    const board = await buildBoard(app, { lists: 2, cardsPerList: 1 });
    const watcher = await buildUser(app, { role: 'watcher' });
    const watcherSocket = await connected(watcher.token);
    expect((await watch(watcherSocket, board.docId)).type).toBe('error');

    await addMembers(app, board, [watcher]);
    expect((await watch(watcherSocket, board.docId)).type).toBe('doc:watching');
    const ownerSocket = await connected(board.owner.token);
    expect((await watch(ownerSocket, board.docId)).type).toBe('doc:watching');

    const [from, to] = board.lists;
    const cardId = from?.idCards[0] as string;
    const moved = nextChange(watcherSocket, board.owner.row.id);
    await api.post(board.owner.auth, 'card/order', {
      docId: board.docId,
      lists: [
        { id: from?.id, idCards: [] },
        { id: to?.id, idCards: [cardId, ...(to?.idCards ?? [])] },
      ],
    });
    const move = await moved;
    expect(move).toMatchObject({ docId: board.docId, byUserId: board.owner.row.id });
    expect(move.lists?.find((list) => list.id === to?.id)?.idCards[0]).toBe(cardId);

    const edited = nextChange(watcherSocket, board.owner.row.id);
    await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: cardId, revision: 1, name: 'Roteiro de campo' },
    });
    expect((await edited).card).toMatchObject({ id: cardId, name: 'Roteiro de campo', revision: 2 });

    const commented = nextChange(ownerSocket, watcher.row.id);
    await api.post(watcher.auth, 'card/comment', { docId: board.docId, cardId, message: 'De acordo.' });
    expect((await commented).card?.activities[0]).toMatchObject({ type: 'comment', message: 'De acordo.' });

    // Taken off the board: out of its room at once.
    const revoked = new Promise<Message>((resolve) =>
      watcherSocket.on(
        'message',
        (message: Message) => message.type === 'access:revoked' && resolve(message),
      ),
    );
    await api.post(board.owner.auth, 'doc/members/update', { docId: board.docId, memberIds: [] });
    expect((await revoked).data).toEqual({ room: docRoom(board.docId) });
  });

  it('does the same for a scrumboard: members watch it, a stranger is refused, moves reach the others', async () => {
    // Team members (a respondent may put only the team on its boards: the audiences).
    const owner = await buildUser(app, { role: 'staff' });
    const colleague = await buildUser(app, { role: 'staff' });
    const stranger = await buildUser(app, { role: 'staff' });
    const call = async (user: typeof owner, path: string, payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/scrumboard-app/${path}`,
        payload,
        headers: user.auth,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    const board = await call(owner, 'board/new', { board: { name: 'Sprint ao vivo' } });
    await call(owner, 'board/members/update', { boardId: board.id, memberIds: [colleague.row.id] });
    const todo = await call(owner, 'list/new', { boardId: board.id, data: { name: 'A fazer' } });
    const done = await call(owner, 'list/new', { boardId: board.id, data: { name: 'Feito' } });
    const card = await call(owner, 'card/new', {
      boardId: board.id,
      listId: todo.id,
      data: { name: 'Roteiro' },
    });

    expect((await watch(await connected(stranger.token), board.id)).type).toBe('error');
    const colleagueSocket = await connected(colleague.token);
    expect((await watch(colleagueSocket, board.id)).type).toBe('doc:watching');
    const moved = nextChange(colleagueSocket, owner.row.id);
    await call(owner, 'card/order', {
      boardId: board.id,
      lists: [
        { id: todo.id, idCards: [] },
        { id: done.id, idCards: [card.id] },
      ],
    });
    const move = await moved;
    expect(move.docId).toBe(board.id);
    expect(move.lists?.find((list) => list.id === done.id)?.idCards).toEqual([card.id]);
  });

  it("tells a card's followers of others' comments and files, on their own socket, wherever they are", async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 2 });
    const watcher = await buildUser(app, { role: 'watcher' });
    const editor = await buildUser(app, { role: 'interview' });
    await addMembers(app, board, [watcher, editor]);
    const [cardId, otherCardId] = (board.lists[0]?.idCards ?? []) as [string, string];
    // The watcher follows one card; the owner follows it too. Neither joins the board's room.
    for (const who of [watcher, board.owner]) {
      const res = await api.post(who.auth, 'card/subscribe', {
        docId: board.docId,
        cardId,
        subscribed: true,
      });
      expect(res.json()).toMatchObject({ id: cardId, subscribed: true });
    }
    const watcherSocket = await connected(watcher.token);
    const ownerSocket = await connected(board.owner.token);
    const told: { watcher: TDocFollowedActivityEvent[]; owner: TDocFollowedActivityEvent[] } = {
      watcher: [],
      owner: [],
    };
    watcherSocket.on('doc:followed-activity', (event: TDocFollowedActivityEvent) => told.watcher.push(event));
    ownerSocket.on('doc:followed-activity', (event: TDocFollowedActivityEvent) => told.owner.push(event));
    const ownerTold = new Promise<TDocFollowedActivityEvent>((resolve) =>
      ownerSocket.once('doc:followed-activity', resolve),
    );

    // A comment on a card nobody follows tells no one; the watcher's own comment does not come back to them.
    await api.post(editor.auth, 'card/comment', {
      docId: board.docId,
      cardId: otherCardId,
      message: 'Outro',
    });
    await api.post(watcher.auth, 'card/comment', {
      docId: board.docId,
      cardId,
      message: 'Cliente de acordo.',
    });
    const event = await ownerTold;
    expect(event).toMatchObject({
      docId: board.docId,
      cardId,
      type: 'comment',
      byName: watcher.row.display_name,
      message: 'Cliente de acordo.',
    });
    expect(followedActivityText(event)).toBe(
      `${watcher.row.display_name} comentou em “${event.cardName}” (${event.docName})`,
    );

    const watcherTold = new Promise<TDocFollowedActivityEvent>((resolve) =>
      watcherSocket.once('doc:followed-activity', resolve),
    );
    await api.post(editor.auth, 'card/comment', { docId: board.docId, cardId, message: 'Campo liberado.' });
    expect(await watcherTold).toMatchObject({
      cardId,
      message: 'Campo liberado.',
      byName: editor.row.display_name,
    });

    // Unfollowed: nothing more. A later comment by the editor reaches the owner only.
    await api.post(watcher.auth, 'card/subscribe', { docId: board.docId, cardId, subscribed: false });
    const ownerAgain = new Promise<TDocFollowedActivityEvent>((resolve) =>
      ownerSocket.once('doc:followed-activity', resolve),
    );
    await api.post(editor.auth, 'card/comment', { docId: board.docId, cardId, message: 'Última.' });
    expect((await ownerAgain).message).toBe('Última.');
    expect(told.watcher.map((item) => item.message)).toEqual(['Campo liberado.']);
    expect(told.owner.map((item) => item.message)).toEqual([
      'Cliente de acordo.',
      'Campo liberado.',
      'Última.',
    ]);
    watcherSocket.close();
    ownerSocket.close();
  });
});

/** One board kind's calls: its base path, what its bodies call a board, and its member/delete paths. */
const KINDS = [
  { name: 'study board', base: '/api/doc-app', idKey: 'docId', noun: 'doc', role: 'interview' },
  { name: 'scrumboard', base: '/api/scrumboard-app', idKey: 'boardId', noun: 'board', role: 'staff' },
] as const;

describe.each(KINDS)('$name: membership and deletion revoke its sockets at once', (kind) => {
  const call = async (auth: Record<string, string>, path: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `${kind.base}/${path}`, payload, headers: auth });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const revokedFrom = (socket: Socket) =>
    new Promise<Message>((resolve) =>
      socket.on('message', (message: Message) => message.type === 'access:revoked' && resolve(message)),
    );

  async function boardWithWatchers() {
    const owner = await buildUser(app, { role: kind.role });
    const leaving = await buildUser(app, { role: kind.role });
    const staying = await buildUser(app, { role: kind.role });
    const board = await call(owner.auth, `${kind.noun}/new`, {
      [kind.noun]: { name: 'Sprint confidencial' },
    });
    const boardId = board.id as string;
    await call(owner.auth, `${kind.noun}/members/update`, {
      [kind.idKey]: boardId,
      memberIds: [leaving.row.id, staying.row.id],
    });
    const list = await call(owner.auth, 'list/new', { [kind.idKey]: boardId, data: { name: 'A fazer' } });
    const card = await call(owner.auth, 'card/new', {
      [kind.idKey]: boardId,
      listId: list.id,
      data: { name: 'Roteiro' },
    });
    const leavingSocket = await connected(leaving.token);
    const stayingSocket = await connected(staying.token);
    expect((await watch(leavingSocket, boardId)).type).toBe('doc:watching');
    expect((await watch(stayingSocket, boardId)).type).toBe('doc:watching');
    return { owner, leaving, staying, boardId, cardId: card.id as string, leavingSocket, stayingSocket };
  }

  it('a member taken off leaves the room at once and hears nothing more; the others still do', async () => {
    const { owner, staying, boardId, cardId, leavingSocket, stayingSocket } = await boardWithWatchers();
    const revoked = revokedFrom(leavingSocket);
    await call(owner.auth, `${kind.noun}/members/update`, {
      [kind.idKey]: boardId,
      memberIds: [staying.row.id],
    });
    expect((await revoked).data).toEqual({ room: docRoom(boardId) });

    const heardAfter: TDocChangedEvent[] = [];
    leavingSocket.on('doc:changed', (change: TDocChangedEvent) => heardAfter.push(change));
    const edited = nextChange(stayingSocket, owner.row.id);
    await call(owner.auth, 'card/update', {
      [kind.idKey]: boardId,
      card: { id: cardId, revision: 1, name: 'Preço do concorrente', description: 'Confidencial' },
    });
    expect((await edited).card?.name).toBe('Preço do concorrente');
    await call(owner.auth, 'card/comment', { [kind.idKey]: boardId, cardId, message: 'Só para a equipe.' });
    await nextChange(stayingSocket, owner.row.id);
    expect(heardAfter).toEqual([]);
    // Asking to watch again is refused like a stranger's.
    expect((await watch(leavingSocket, boardId)).type).toBe('error');
  });

  it('deleting the board takes every socket out of its room at once', async () => {
    const { owner, boardId, leavingSocket, stayingSocket } = await boardWithWatchers();
    const revoked = [revokedFrom(leavingSocket), revokedFrom(stayingSocket)];
    await call(owner.auth, `${kind.noun}/delete`, { [kind.idKey]: boardId });
    for (const message of await Promise.all(revoked))
      expect(message.data).toEqual({ room: docRoom(boardId) });
  });
});
