import { DOC_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { addMembers, buildBoard, docApi } from '../../../test/doc-factories';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createDocsService } from './docs.service';

const { app } = useTestApp();
const api = docApi(app);

describe('/api/doc-app boards', () => {
  it('creates, lists, renames, configures, deletes and restores a board', async () => {
    const owner = await buildUser(app, { role: 'master' });
    const created = await api.post(owner.auth, 'doc/new', {
      doc: { name: 'Estudo Oncologia', tags: ['oncologia'], categories: ['Proposta'] },
    });
    expect(created.statusCode).toBe(201);
    const docId = created.json().id;
    expect(created.json()).toMatchObject({
      name: 'Estudo Oncologia',
      uri: 'estudo-oncologia',
      canEdit: true,
    });

    const renamed = await api.post(owner.auth, 'doc/rename', {
      docId,
      docTitle: 'Estudo Oncologia — Fase 2',
    });
    expect(renamed.json()).toEqual({
      id: docId,
      name: 'Estudo Oncologia — Fase 2',
      uri: 'estudo-oncologia-fase-2',
    });
    const settings = await api.post(owner.auth, 'doc/settings/update', {
      docId,
      settings: { color: '#7b1fa2', subscribed: true, cardCoverImages: false },
    });
    expect(settings.json().settings).toEqual({ color: '#7b1fa2', subscribed: true, cardCoverImages: false });
    const list = await api.get(owner.auth, 'docs');
    expect(list.json().map((doc: { id: string }) => doc.id)).toEqual([docId]);
    expect(list.json()[0]).toMatchObject({ tags: ['oncologia'], categories: ['Proposta'] });

    expect((await api.post(owner.auth, 'doc/delete', { docId })).json().deletedAt).not.toBeNull();
    expect((await api.get(owner.auth, 'docs')).json()).toEqual([]);
    expect((await api.get(owner.auth, 'docs', { deleted: 'true' })).json()).toHaveLength(1);
    const gone = await api.get(owner.auth, 'doc', { docId });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(DOC_MESSAGES.notFound);
    expect((await api.post(owner.auth, 'doc/restore', { docId })).json().deletedAt).toBeNull();
    expect((await api.get(owner.auth, 'doc', { docId })).statusCode).toBe(200);

    // Past the 30 days the board cannot come back, and the purge takes it away.
    await api.post(owner.auth, 'doc/delete', { docId });
    await app.db.query("UPDATE docs SET deleted_at = now() - interval '31 days' WHERE id = $1", [docId]);
    expect((await api.post(owner.auth, 'doc/restore', { docId })).json().error.message).toBe(
      DOC_MESSAGES.restoreExpired,
    );
    expect(await createDocsService(app.db, app.files).purgeExpired()).toBe(0);
    expect((await app.db.query('SELECT id FROM docs WHERE id = $1', [docId])).rows).toEqual([]);
  });

  it('answers 404 "Requested doc do not exist." for an unknown board', async () => {
    const user = await buildUser(app, { role: 'interview' });
    const res = await api.get(user.auth, 'doc', { docId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Requested doc do not exist.');
  });

  it('builds lists and cards, edits a card (sanitized rich text) and keeps a revision', async () => {
    const board = await buildBoard(app, { lists: 2, cardsPerList: 1 });
    const [first] = board.cards;
    if (!first) throw new Error('no card');
    const member = board.owner.row.id;
    const res = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: {
        id: first.id,
        revision: first.revision,
        name: 'Questionário v2',
        description:
          '<p>Ver <a href="javascript:alert(1)">isto</a> <strong>já</strong></p><script>alert(1)</script>',
        idMembers: [member],
        idLabels: ['urgente', 'inexistente'],
        due: '2026-12-01T18:00:00-03:00',
        checklists: [
          { id: 'c1', name: 'Aprovação', checkItems: [{ id: 'i1', name: 'Cliente', checked: true }] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Questionário v2',
      description:
        '<p>Ver <a target="_blank" rel="noopener noreferrer nofollow">isto</a> <strong>já</strong></p>',
      idMembers: [member],
      idLabels: ['urgente'],
      due: '2026-12-01T21:00:00.000Z',
      revision: first.revision + 1,
    });
    const outsider = await buildUser(app, { role: 'interview' });
    const wrongMember = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: first.id, revision: first.revision + 1, idMembers: [outsider.row.id] },
    });
    expect(wrongMember.statusCode).toBe(422);
  });

  it('refuses an edit made on an older revision with 409 and a pt-BR message', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
    const card = board.cards[0];
    if (!card) throw new Error('no card');
    const other = await buildUser(app, { role: 'admin' });
    const first = await api.post(other.auth, 'card/update', {
      docId: board.docId,
      card: { id: card.id, revision: card.revision, name: 'Mudado por outra pessoa' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: card.id, revision: card.revision, name: 'Minha versão' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(DOC_MESSAGES.conflict);
    expect((await api.board(board.owner.auth, board.docId)).cards[0]?.name).toBe('Mudado por outra pessoa');
  });

  it('keeps every card exactly once under 20 concurrent moves', async () => {
    const board = await buildBoard(app, { lists: 4, cardsPerList: 5 });
    const allCards = board.lists.flatMap((list) => list.idCards).sort();
    // Each request moves one card to the top of another list, built from the same (stale) board.
    const moves = Array.from({ length: 20 }, (_, index) => {
      const from = board.lists[index % 4];
      const to = board.lists[(index + 1) % 4];
      const cardId = from?.idCards[index % 5] as string;
      return api.post(board.owner.auth, 'card/order', {
        docId: board.docId,
        lists: [
          { id: from?.id, idCards: from?.idCards.filter((id) => id !== cardId) },
          { id: to?.id, idCards: [cardId, ...(to?.idCards ?? [])] },
        ],
      });
    });
    const results = await Promise.all(moves);
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const after = await api.board(board.owner.auth, board.docId);
    const placed = after.lists.flatMap((list) => list.idCards);
    expect([...placed].sort()).toEqual(allCards);
    expect(new Set(placed).size).toBe(placed.length);
    const rows = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM doc_cards WHERE doc_id = $1 GROUP BY list_id, position HAVING count(*) > 1',
      [board.docId],
    );
    expect(rows.rows).toEqual([]);
  });

  it('orders lists, renames and removes them', async () => {
    const board = await buildBoard(app, { lists: 3, cardsPerList: 1 });
    const ids = board.lists.map((list) => list.id).reverse();
    const ordered = await api.post(board.owner.auth, 'list/order', {
      docId: board.docId,
      lists: ids.map((id) => ({ id, idCards: [] })),
    });
    expect(ordered.json().map((list: { id: string }) => list.id)).toEqual(ids);
    const renamed = await api.post(board.owner.auth, 'list/rename', {
      docId: board.docId,
      listId: ids[0],
      listTitle: 'Entregas',
    });
    expect(renamed.json()).toMatchObject({ id: ids[0], name: 'Entregas' });
    expect(
      (await api.post(board.owner.auth, 'list/remove', { docId: board.docId, listId: ids[0] })).statusCode,
    ).toBe(200);
    const after = await api.board(board.owner.auth, board.docId);
    expect(after.lists).toHaveLength(2);
    expect(after.cards).toHaveLength(2);
  });
});

describe('/api/doc-app rights', () => {
  it.each(['watcher', 'watcher_bloodblue', 'watcher_webinar'] as const)(
    'lets a %s member read and comment but not write (403)',
    async (role) => {
      const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
      const watcher = await buildUser(app, { role });
      const card = board.cards[0];
      if (!card) throw new Error('no card');
      expect((await api.get(watcher.auth, 'doc', { docId: board.docId })).statusCode).toBe(403);
      await addMembers(app, board, [watcher]);
      const read = await api.get(watcher.auth, 'doc', { docId: board.docId });
      expect(read.statusCode).toBe(200);
      expect(read.json().canEdit).toBe(false);
      const comment = await api.post(watcher.auth, 'card/comment', {
        docId: board.docId,
        cardId: card.id,
        message: 'Aprovado pelo cliente.',
      });
      expect(comment.statusCode).toBe(200);
      expect(comment.json().activities[0]).toMatchObject({ type: 'comment', idMember: watcher.row.id });
      const writes = [
        api.post(watcher.auth, 'card/update', {
          docId: board.docId,
          card: { id: card.id, revision: 1, name: 'x' },
        }),
        api.post(watcher.auth, 'card/order', { docId: board.docId, lists: [] }),
        api.post(watcher.auth, 'list/new', { docId: board.docId, data: { name: 'Nova' } }),
        api.post(watcher.auth, 'doc/delete', { docId: board.docId }),
        api.post(watcher.auth, 'doc/new', { doc: { name: 'Meu quadro' } }),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
      expect((await api.board(board.owner.auth, board.docId)).cards[0]?.name).toBe(card.name);
    },
  );

  it('lets each member follow a card (watchers too): only they see it followed, on the board and the card', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 2 });
    const watcher = await buildUser(app, { role: 'watcher_webinar' });
    const outsider = await buildUser(app, { role: 'watcher' });
    await addMembers(app, board, [watcher]);
    const [cardId, otherId] = (board.lists[0]?.idCards ?? []) as [string, string];
    const follow = (who: typeof watcher, subscribed: boolean, id = cardId) =>
      api.post(who.auth, 'card/subscribe', { docId: board.docId, cardId: id, subscribed });

    const followed = await follow(watcher, true);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ id: cardId, subscribed: true });
    expect((await follow(watcher, true)).json().subscribed).toBe(true); // repeating is harmless
    const seen = (await api.get(watcher.auth, 'doc', { docId: board.docId })).json();
    expect(
      Object.fromEntries(
        seen.cards.map((card: { id: string; subscribed: boolean }) => [card.id, card.subscribed]),
      ),
    ).toEqual({
      [cardId]: true,
      [otherId]: false,
    });
    // The owner does not follow it, and their card views (edit, comment) say so.
    const owners = (await api.get(board.owner.auth, 'doc', { docId: board.docId })).json();
    expect(owners.cards.every((card: { subscribed: boolean }) => !card.subscribed)).toBe(true);
    const comment = await api.post(board.owner.auth, 'card/comment', {
      docId: board.docId,
      cardId,
      message: 'Ok',
    });
    expect(comment.json().subscribed).toBe(false);
    const watcherComment = await api.post(watcher.auth, 'card/comment', {
      docId: board.docId,
      cardId,
      message: 'Visto',
    });
    expect(watcherComment.json().subscribed).toBe(true);

    expect((await follow(watcher, false)).json().subscribed).toBe(false);
    expect(
      (await api.get(watcher.auth, 'doc', { docId: board.docId }))
        .json()
        .cards.some((card: { subscribed: boolean }) => card.subscribed),
    ).toBe(false);

    // Not a member: 403; unknown card: 404 in pt-BR; removed card: its follows go with it.
    expect((await follow(outsider, true)).statusCode).toBe(403);
    const unknown = await follow(watcher, true, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(DOC_MESSAGES.cardNotFound);
    await follow(watcher, true, otherId);
    expect(
      (await api.post(board.owner.auth, 'card/remove', { docId: board.docId, cardId: otherId })).statusCode,
    ).toBe(200);
    const left = await app.db.query('SELECT 1 FROM doc_card_followers WHERE card_id = $1', [otherId]);
    expect(left.rows).toHaveLength(0);
  });

  it('keeps the rich text the card toolbar writes: underline, heading, lists, quotes and web/e-mail links', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 1 });
    const [card] = board.cards;
    if (!card) throw new Error('no card');
    const html =
      '<h3>Campo</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li><p>SP</p></li></ul><ol><li><p>RJ</p></li></ol><blockquote><p>cit</p></blockquote>' +
      '<p><a href="https://pesquisemais.com.br/estudo" target="_blank" rel="noopener noreferrer nofollow">web</a> <a href="mailto:campo@pesquisemais.com.br">mail</a> <a href="data:text/html,x">dado</a></p>';
    const res = await api.post(board.owner.auth, 'card/update', {
      docId: board.docId,
      card: { id: card.id, revision: card.revision, description: html },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe(
      '<h3>Campo</h3><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ul><li><p>SP</p></li></ul><ol><li><p>RJ</p></li></ol><blockquote><p>cit</p></blockquote>' +
        '<p><a href="https://pesquisemais.com.br/estudo" target="_blank" rel="noopener noreferrer nofollow">web</a> <a href="mailto:campo@pesquisemais.com.br" target="_blank" rel="noopener noreferrer nofollow">mail</a> <a target="_blank" rel="noopener noreferrer nofollow">dado</a></p>',
    );
  });

  it('refuses an editor who is not a member, and roles outside the Documents group', async () => {
    const board = await buildBoard(app, { lists: 1, cardsPerList: 0 });
    const stranger = await buildUser(app, { role: 'mailing_operator' });
    const res = await api.post(stranger.auth, 'list/new', { docId: board.docId, data: { name: 'Intrusa' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(DOC_MESSAGES.notMember);
    expect((await api.get(stranger.auth, 'docs')).json()).toEqual([]);
    for (const role of ['watcher_guest', 'watcher_reaction', 'watcher_bloodblue_basic'] as const) {
      const outsider = await buildUser(app, { role });
      expect((await api.get(outsider.auth, 'docs')).statusCode).toBe(403);
    }
    // Issue 32: respondents (a public sign-up is role user) never see nor create boards, whatever the spec's
    // Documents group (it reaches user and social through the template's master group).
    for (const role of ['user', 'social'] as const) {
      const respondent = await buildUser(app, { role });
      expect((await api.get(respondent.auth, 'docs')).statusCode, role).toBe(403);
      const created = await api.post(respondent.auth, 'doc/new', {
        doc: { name: 'Quadro de um respondente' },
      });
      expect(created.statusCode, role).toBe(403);
    }
    await addMembers(app, board, [stranger]);
    expect(
      (await api.post(stranger.auth, 'list/new', { docId: board.docId, data: { name: 'Agora sim' } }))
        .statusCode,
    ).toBe(201);
  });
});
