import { DOC_WATCH_ACTION, docRoom, type TRole, ZDocWatchData } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { SocketFeature } from '../../core/realtime/registry';
import { currentRole } from '../../core/realtime/socket-access';
import { DOC_BOARDS, SCRUMBOARDS } from './board-kind';
import { createDocAccess } from './doc-access';
import { createDocsRepository } from './docs.repository';

/**
 * The HTTP reads' own check (role, board alive, membership) for a socket's user, on a study board or a
 * scrumboard (each kind's access answers only for its own boards).
 */
async function mayRead(app: FastifyInstance, userId: string | null, role: TRole | null, docId: string) {
  if (!userId || !role) return false;
  for (const kind of [DOC_BOARDS, SCRUMBOARDS]) {
    const access = createDocAccess(createDocsRepository(app.db, kind.kind), kind);
    const isReader = await access.read({ id: userId, role }, docId).then(
      () => true,
      () => false,
    );
    if (isReader) return true;
  }
  return false;
}

/** Everyone on one board (study board or scrumboard) shares room doc:<id>: joining and staying need the right to read it. */
export const docAppSocket: SocketFeature = {
  actions: {
    [DOC_WATCH_ACTION]: async (app, socket, data) => {
      const parsed = ZDocWatchData.safeParse(data);
      const role = parsed.success ? await currentRole(app, socket.data) : null;
      if (!parsed.success || !(await mayRead(app, socket.data.userId, role, parsed.data.docId))) {
        socket.emit('message', { type: 'error', data: 'Você não tem permissão para esta ação.' });
        return;
      }
      await socket.join(docRoom(parsed.data.docId));
      socket.emit('message', { type: 'doc:watching', data: { docId: parsed.data.docId } });
    },
  },
  rooms: {
    doc: async ({ app, id, role, data, memo }) =>
      memo(`doc:${id}:${data.userId}:${role}`, () => mayRead(app, data.userId, role, id)),
  },
};
