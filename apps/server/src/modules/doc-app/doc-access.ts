import { can, DOC_MESSAGES, type TRole } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import { AppError } from '../../lib/app-error';
import type { DocRow, DocsRepository } from './docs.repository';

export interface DocAccess {
  doc: DocRow;
  /** An editor role and a member (or admin): may change the board; otherwise read and comment only. */
  canEdit: boolean;
}

/** Admins see and change every board; everyone else only the boards they are a member of. */
const seesEveryBoard = (role: TRole) => role === 'admin';

/**
 * The one rights check of boards, for HTTP and sockets alike: the Documents group reads and comments on
 * the boards it is a member of; its watcher roles (watcher, watcher_bloodblue, watcher_webinar) stop
 * there, the other roles may also change them (policy docs:edit).
 */
export function createDocAccess(docs: DocsRepository) {
  async function read(user: Pick<Principal, 'id' | 'role'>, docId: string, includeDeleted = false) {
    if (!can(user, 'docs:read')) throw new AppError('FORBIDDEN');
    const doc = await docs.find(docId, user.id);
    if (!doc || (doc.deleted_at !== null && !includeDeleted))
      throw new AppError('NOT_FOUND', DOC_MESSAGES.notFound);
    if (doc.subscribed === null && !seesEveryBoard(user.role))
      throw new AppError('FORBIDDEN', DOC_MESSAGES.notMember);
    return { doc, canEdit: can(user, 'docs:edit') } satisfies DocAccess;
  }

  return {
    read,
    /** Refuses a watcher role before looking at the board (403), then checks membership like `read`. */
    async write(user: Pick<Principal, 'id' | 'role'>, docId: string, includeDeleted = false) {
      if (can(user, 'docs:read') && !can(user, 'docs:edit'))
        throw new AppError('FORBIDDEN', DOC_MESSAGES.readOnly);
      return read(user, docId, includeDeleted);
    },
    seesEveryBoard,
  };
}
export type DocAccessCheck = ReturnType<typeof createDocAccess>;
