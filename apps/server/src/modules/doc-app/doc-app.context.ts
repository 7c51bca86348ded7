import { docRoom, type TDocChangedEvent } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { createAttachmentsService } from './attachments.service';
import { createBoardService } from './board.service';
import { createDocsService } from './docs.service';

/** The services of boards, built once per app and shared by the route files and the socket. */
export function createDocAppContext(app: FastifyInstance) {
  const docs = createDocsService(app.db, app.files);
  const board = createBoardService(app.db, app.files, docs.access);
  const attachments = createAttachmentsService(app.db, app.files, docs.access, board);

  /** Tells the others on this board (room doc:<id>) what changed, after it is committed. */
  const announce = (docId: string, user: Principal, change: Omit<TDocChangedEvent, 'docId' | 'byUserId'>) => {
    app.io?.to(docRoom(docId)).emit('doc:changed', { docId, byUserId: user.id, ...change });
  };

  return { docs, board, attachments, announce };
}
export type DocAppContext = ReturnType<typeof createDocAppContext>;
