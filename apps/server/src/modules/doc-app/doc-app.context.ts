import { docRoom, type TDocCard, type TDocChangedEvent, userRoom } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { recheckRoom } from '../../core/realtime/socket-access';
import { createAttachmentsService } from './attachments.service';
import { createBoardService } from './board.service';
import { type BoardKind, DOC_BOARDS } from './board-kind';
import { createDocsService } from './docs.service';

/** The services of one kind's boards, built once per app and shared by the route files and the socket. */
export function createDocAppContext(app: FastifyInstance, kind: BoardKind = DOC_BOARDS) {
  const docs = createDocsService(app.db, app.files, kind);
  const board = createBoardService(app.db, app.files, docs.access);
  const attachments = createAttachmentsService(app.db, app.files, docs.access, board);

  /** Tells the others on this board (room doc:<id>) what changed, after it is committed. */
  const announce = (docId: string, user: Principal, change: Omit<TDocChangedEvent, 'docId' | 'byUserId'>) => {
    app.io?.to(docRoom(docId)).emit('doc:changed', { docId, byUserId: user.id, ...change });
  };

  /**
   * Tells the card's followers (members, not the one who acted) of a comment or a file, after it is committed.
   * Best effort: a failed lookup is logged, the comment or file stays saved.
   */
  const tellFollowers = (
    docId: string,
    user: Principal,
    card: TDocCard,
    activity: { type: 'comment' | 'attachment'; message: string },
  ) => {
    if (!app.io) return;
    const io = app.io;
    void Promise.all([board.followersToTell(docId, card.id, user.id), docs.nameOf(docId, user.id)])
      .then(([followers, docName]) => {
        for (const followerId of followers)
          io.to(userRoom(followerId)).emit('doc:followed-activity', {
            docId,
            docName: docName ?? '',
            cardId: card.id,
            cardName: card.name,
            type: activity.type,
            byName: user.display_name || user.email,
            message: activity.message,
          });
      })
      .catch((error: unknown) => app.log.warn({ err: error, docId }, 'aviso a quem segue o cartão falhou'));
  };

  /**
   * Whoever may no longer read the board (taken off it, or the board deleted) leaves its room at once, in
   * every process, instead of hearing its changes until the periodic re-check. The change is committed
   * already: a failed re-check is logged and the periodic one catches up.
   */
  const revokeLeavers = (docId: string) =>
    recheckRoom(app, docRoom(docId)).catch((error: unknown) =>
      app.log.warn({ err: error, docId }, 'revalidação da sala do quadro falhou'),
    );

  /** The member list replaced (every board kind): the room reloads, and those taken off leave it. */
  const setMembers = async (user: Principal, docId: string, memberIds: string[]) => {
    const members = await docs.setMembers(user, docId, memberIds);
    announce(docId, user, { reload: true });
    await revokeLeavers(docId);
    return members;
  };

  /** The board deleted (every board kind): the room reloads, and everyone leaves it. */
  const remove = async (user: Principal, docId: string) => {
    const summary = await docs.remove(user, docId);
    announce(summary.id, user, { reload: true });
    await revokeLeavers(summary.id);
    return summary;
  };

  return { docs, board, attachments, announce, tellFollowers, setMembers, remove };
}
export type DocAppContext = ReturnType<typeof createDocAppContext>;
