import { SCRUMBOARD_NOT_FOUND, ZDoc, ZDocCard, ZDocList, ZDocSummary } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedScrumboards } from './scrumboard-app.seed';

const {
  app,
  users: { staff: ana, user: bia },
} = useTestApp({ roles: ['staff', 'user'] });

const get = (url: string, user?: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/scrumboard-app/${url}`, headers: user?.auth ?? {} });
const post = (url: string, payload: object, user?: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/scrumboard-app/${url}`, payload, headers: user?.auth ?? {} });

async function newBoard(user: BuiltUser, name: string) {
  const res = await post('board/new', { board: { name } }, user);
  expect(res.statusCode).toBe(201);
  return ZDocSummary.parse(res.json());
}
const boardOf = async (user: BuiltUser, boardId: string) =>
  ZDoc.parse((await get(`board?boardId=${boardId}`, user)).json());

describe('/api/scrumboard-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('boards');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('creates a board, lists and cards; moves a card; edits labels, members, due date, checklist; comments', async () => {
    const board = await newBoard(ana, 'Sprint de campo');
    expect(board).toMatchObject({ name: 'Sprint de campo', uri: 'sprint-de-campo', canEdit: true });
    const todo = ZDocList.parse(
      (await post('list/new', { boardId: board.id, data: { name: 'A fazer' } }, ana)).json(),
    );
    const done = ZDocList.parse(
      (await post('list/new', { boardId: board.id, data: { name: 'Feito' } }, ana)).json(),
    );
    const created = await post(
      'card/new',
      { boardId: board.id, listId: todo.id, data: { name: 'Roteiro' } },
      ana,
    );
    expect(created.statusCode).toBe(201);
    const card = created.json();

    const moved = await post(
      'card/order',
      {
        boardId: board.id,
        lists: [
          { id: todo.id, idCards: [] },
          { id: done.id, idCards: [card.id] },
        ],
      },
      ana,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((list: { idCards: string[] }) => list.idCards)).toEqual([[], [card.id]]);

    const full = await boardOf(ana, board.id);
    expect(full.url).toBe(`/apps/scrumboard/boards/${board.id}/sprint-de-campo`);
    const label = full.labels[0]?.id as string;
    const updated = await post(
      'card/update',
      {
        boardId: board.id,
        card: {
          id: card.id,
          revision: card.revision,
          idLabels: [label],
          idMembers: [ana.row.id],
          due: '2030-05-02T12:00:00-03:00',
          checklists: [
            { id: 'c1', name: 'Passos', checkItems: [{ id: 'i1', name: 'Imprimir', checked: true }] },
          ],
        },
      },
      ana,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      idLabels: [label],
      idMembers: [ana.row.id],
      due: '2030-05-02T15:00:00.000Z',
      checklists: [{ checkItems: [{ checked: true }] }],
    });
    const commented = await post('card/comment', { boardId: board.id, cardId: card.id, message: 'Ok!' }, ana);
    expect(commented.json().activities).toMatchObject([{ type: 'comment', message: 'Ok!' }]);

    expect(
      (await post('list/rename', { boardId: board.id, listId: done.id, listTitle: 'Concluído' }, ana)).json(),
    ).toMatchObject({ name: 'Concluído', idCards: [card.id] });
    const order = await post(
      'list/order',
      {
        boardId: board.id,
        lists: [
          { id: done.id, idCards: [] },
          { id: todo.id, idCards: [] },
        ],
      },
      ana,
    );
    expect(order.json().map((list: { name: string }) => list.name)).toEqual(['Concluído', 'A fazer']);
    expect((await post('board/rename', { boardId: board.id, boardTitle: 'Sprint 2' }, ana)).json()).toEqual({
      id: board.id,
      name: 'Sprint 2',
      uri: 'sprint-2',
    });
    const settings = await post(
      'board/settings/update',
      { boardId: board.id, settings: { color: 'teal' } },
      ana,
    );
    expect(settings.json().settings.color).toBe('teal');

    expect((await post('card/remove', { boardId: board.id, cardId: card.id }, ana)).json()).toEqual({
      cardId: card.id,
    });
    expect((await post('list/remove', { boardId: board.id, listId: todo.id }, ana)).json()).toEqual({
      listId: todo.id,
    });
    expect((await boardOf(ana, board.id)).lists.map((list) => list.name)).toEqual(['Concluído']);
  });

  it("keeps each user's boards apart and answers the spec's 404 text", async () => {
    const board = await newBoard(ana, 'Só da Ana');
    const boards = (user: BuiltUser) =>
      get('boards', user).then((res) => res.json().map((item: { name: string }) => item.name));
    expect(await boards(bia)).not.toContain('Só da Ana');
    const foreign = await get(`board?boardId=${board.id}`, bia);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('Você não é membro deste quadro.');
    expect((await post('board/rename', { boardId: board.id, boardTitle: 'Hack' }, bia)).statusCode).toBe(403);

    const missing = await get('board?boardId=00000000-0000-4000-8000-000000000000', ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(SCRUMBOARD_NOT_FOUND);
    expect((await post('board/delete', { boardId: board.id }, ana)).statusCode).toBe(200);
    expect((await get(`board?boardId=${board.id}`, ana)).json().error.message).toBe(SCRUMBOARD_NOT_FOUND);
    expect(await boards(ana)).not.toContain('Só da Ana');
  });

  it('shares one engine with the study boards, never one board: each app sees only its own kind', async () => {
    const master = await buildUser(app, { role: 'admin' });
    const scrum = await newBoard(master, 'Quadro ágil');
    const doc = await app.inject({
      method: 'POST',
      url: '/api/doc-app/doc/new',
      payload: { doc: { name: 'Estudo' } },
      headers: master.auth,
    });
    expect(doc.statusCode).toBe(201);
    const docs = await app.inject({ method: 'GET', url: '/api/doc-app/docs', headers: master.auth });
    expect(docs.json().map((item: { id: string }) => item.id)).not.toContain(scrum.id);
    const asDoc = await app.inject({
      method: 'GET',
      url: `/api/doc-app/doc?docId=${scrum.id}`,
      headers: master.auth,
    });
    expect(asDoc.statusCode).toBe(404);
    const asBoard = await get(`board?boardId=${doc.json().id}`, master);
    expect(asBoard.statusCode).toBe(404);
    expect(asBoard.json().error.message).toBe(SCRUMBOARD_NOT_FOUND);
  });

  it('attaches files to cards: stored, previewed and downloaded per board, refused to a non-member and by type', async () => {
    const board = await newBoard(ana, 'Com anexos');
    const list = ZDocList.parse(
      (await post('list/new', { boardId: board.id, data: { name: 'L' } }, ana)).json(),
    );
    const card = ZDocCard.parse(
      (await post('card/new', { boardId: board.id, listId: list.id, data: { name: 'Roteiro' } }, ana)).json(),
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (user: BuiltUser, name: string, body: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/scrumboard-app/card/attachment',
        query: { boardId: board.id, cardId: card.id, name },
        headers: { ...user.auth, 'content-type': 'application/octet-stream' },
        payload: body,
      });
    const res = await upload(ana, 'quadro.png', png);
    expect(res.statusCode).toBe(201);
    const attachment = ZDocCard.parse(res.json()).attachments[0];
    expect(attachment).toMatchObject({ name: 'quadro.png', type: 'image', contentType: 'image/png' });
    // Its addresses are the scrumboard's own, the board named boardId.
    expect(attachment?.url).toBe(
      `/api/scrumboard-app/attachment?boardId=${board.id}&attachmentId=${attachment?.id}`,
    );
    const preview = await app.inject({ method: 'GET', url: attachment?.src ?? '', headers: ana.auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload).toEqual(png);
    expect(
      (await app.inject({ method: 'GET', url: attachment?.url ?? '', headers: bia.auth })).statusCode,
    ).toBe(403);
    expect((await upload(bia, 'x.png', png)).statusCode).toBe(403);
    const exe = await upload(
      ana,
      'foto.png',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(300)]),
    );
    expect(exe.statusCode).toBe(415);
    expect((await boardOf(ana, board.id)).cards[0]?.attachments).toHaveLength(1);

    const removed = await post(
      'card/attachment/remove',
      { boardId: board.id, cardId: card.id, attachmentId: attachment?.id },
      ana,
    );
    expect(removed.statusCode).toBe(200);
    expect(ZDocCard.parse(removed.json()).attachments).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: attachment?.url ?? '', headers: ana.auth })).statusCode,
    ).toBe(404);
  });

  it('members: a board shared with a colleague opens for them; only members go on cards', async () => {
    const board = await newBoard(ana, 'Compartilhado');
    const people = await get(`board/people?boardId=${board.id}`, ana);
    expect(people.json().map((person: { id: string }) => person.id)).toContain(bia.row.id);
    const members = await post('board/members/update', { boardId: board.id, memberIds: [bia.row.id] }, ana);
    expect(
      members
        .json()
        .map((member: { id: string }) => member.id)
        .sort(),
    ).toEqual([ana.row.id, bia.row.id].sort());
    expect((await get(`board?boardId=${board.id}`, bia)).statusCode).toBe(200);
    const list = (await post('list/new', { boardId: board.id, data: { name: 'L' } }, bia)).json();
    const card = (
      await post('card/new', { boardId: board.id, listId: list.id, data: { name: 'C' } }, bia)
    ).json();
    const stranger = await buildUser(app, { role: 'user' });
    const refused = await post(
      'card/update',
      { boardId: board.id, card: { id: card.id, revision: card.revision, idMembers: [stranger.row.id] } },
      bia,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Só membros do quadro podem ser atribuídos a um cartão.');
  });

  it('validates input with Portuguese messages', async () => {
    const bad = await post('board/new', { board: { name: '' } }, ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Informe um nome');
    const badId = await get('board?boardId=abc', ana);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('Identificador de quadro inválido');
  });

  it('seeds a sample board per demo user into an empty app only', async () => {
    const fresh = await buildTestApp();
    try {
      const demo = await buildUser(fresh, { role: 'staff' });
      const find = async (_db: unknown, email: string) => (email === demo.email ? demo.row.id : null);
      const config = testConfig();
      expect(await seedScrumboards(fresh.db, config, [demo.email, 'ninguem@exemplo.com.br'], find)).toBe(1);
      expect(await seedScrumboards(fresh.db, config, [demo.email], find)).toBe(0);
      const [summary] = ZDocSummary.array().parse(
        (await fresh.inject({ method: 'GET', url: '/api/scrumboard-app/boards', headers: demo.auth })).json(),
      );
      const seeded = ZDoc.parse(
        (
          await fresh.inject({
            method: 'GET',
            url: `/api/scrumboard-app/board?boardId=${summary?.id}`,
            headers: demo.auth,
          })
        ).json(),
      );
      expect(seeded.lists.map((list) => list.name)).toEqual([
        'A fazer',
        'Em andamento',
        'Revisão',
        'Concluído',
      ]);
      expect(seeded.cards.length).toBeGreaterThanOrEqual(6);
      expect(seeded.cards.some((card) => card.activities.length > 0 && card.idLabels.length > 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
