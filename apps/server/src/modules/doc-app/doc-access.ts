import { DOC_MESSAGES, type TRole } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import { AppError } from '../../lib/app-error';
import { type BoardKind, DOC_BOARDS } from './board-kind';
import type { DocRow, DocsRepository } from './docs.repository';

export interface DocAccess {
  doc: DocRow;
  /** An editor role and a member (or admin): may change the board; otherwise read and comment only. */
  canEdit: boolean;
}

type User = Pick<Principal, 'id' | 'role'>;

/**
 * The one rights check of boards, for HTTP and sockets alike. Study boards (DOC_BOARDS): the Documents
 * group reads and comments on the boards it is a member of; its watcher roles stop there, the other roles
 * may also change them (policy docs:edit); admins see every study board. Scrumboards: every signed-in user,
 * on the boards it is a member of (admins included: they are each user's own). A board of the other kind
 * does not exist here (`repository` answers only its kind).
 */
export function createDocAccess(docs: DocsRepository, kind: BoardKind = DOC_BOARDS) {
  const seesEveryBoard = (role: TRole) => kind.kind === 'doc' && role === 'admin';
  const mayRead = (user: User) => kind.readRoles.includes(user.role);
  const mayEdit = (user: User) => kind.editRoles.includes(user.role);

  async function read(user: User, docId: string, includeDeleted = false) {
    if (!mayRead(user)) throw new AppError('FORBIDDEN');
    const doc = await docs.find(docId, user.id);
    if (!doc || (doc.deleted_at !== null && !includeDeleted)) throw new AppError('NOT_FOUND', kind.notFound);
    if (doc.subscribed === null && !seesEveryBoard(user.role))
      throw new AppError('FORBIDDEN', DOC_MESSAGES.notMember);
    return { doc, canEdit: mayEdit(user) } satisfies DocAccess;
  }

  return {
    kind,
    read,
    /** Refuses a read-only role before looking at the board (403), then checks membership like `read`. */
    async write(user: User, docId: string, includeDeleted = false) {
      if (mayRead(user) && !mayEdit(user)) throw new AppError('FORBIDDEN', DOC_MESSAGES.readOnly);
      return read(user, docId, includeDeleted);
    },
    mayRead,
    mayEdit,
    seesEveryBoard,
  };
}
export type DocAccessCheck = ReturnType<typeof createDocAccess>;
