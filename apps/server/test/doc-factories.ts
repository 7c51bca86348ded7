import type { TDoc, TDocCard, TDocList, TRole } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { type BuiltUser, buildUser } from './factories';

type Auth = Record<string, string>;

/** Calls /api/doc-app as `auth` (GET with query, POST with body). */
export function docApi(app: FastifyInstance) {
  const post = (auth: Auth, path: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api/doc-app/${path}`, headers: auth, payload: body as object });
  const get = (auth: Auth, path: string, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/doc-app/${path}`, headers: auth, query });
  return {
    post,
    get,
    async board(auth: Auth, docId: string): Promise<TDoc> {
      const res = await get(auth, 'doc', { docId });
      if (res.statusCode !== 200) throw new Error(`doc: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}

export interface BuiltBoard {
  owner: BuiltUser;
  docId: string;
  lists: TDocList[];
  cards: TDocCard[];
}

/** A board made by an editor through the API: `lists` lists of `cardsPerList` cards each. */
export async function buildBoard(
  app: FastifyInstance,
  options: { lists?: number; cardsPerList?: number; ownerRole?: TRole; owner?: BuiltUser } = {},
): Promise<BuiltBoard> {
  const api = docApi(app);
  const owner = options.owner ?? (await buildUser(app, { role: options.ownerRole ?? 'interview' }));
  const created = await api.post(owner.auth, 'doc/new', { doc: { name: 'Estudo de Cardiologia 2026' } });
  if (created.statusCode !== 201) throw new Error(`doc/new: ${created.statusCode} ${created.body}`);
  const docId = created.json().id as string;
  for (let l = 0; l < (options.lists ?? 2); l += 1) {
    const list = await api.post(owner.auth, 'list/new', { docId, data: { name: `Lista ${l + 1}` } });
    for (let c = 0; c < (options.cardsPerList ?? 2); c += 1)
      await api.post(owner.auth, 'card/new', {
        docId,
        listId: list.json().id,
        data: { name: `Cartão ${l + 1}.${c + 1}` },
      });
  }
  const board = await api.board(owner.auth, docId);
  return { owner, docId, lists: board.lists, cards: board.cards };
}

/** Adds users to a board's members (the owner edits the member list). */
export async function addMembers(app: FastifyInstance, board: BuiltBoard, users: BuiltUser[]) {
  const res = await docApi(app).post(board.owner.auth, 'doc/members/update', {
    docId: board.docId,
    memberIds: users.map((user) => user.row.id),
  });
  if (res.statusCode !== 200) throw new Error(`members: ${res.statusCode} ${res.body}`);
}
