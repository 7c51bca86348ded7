import type { Principal } from '../../core/auth/principal';
import type { Queryable } from '../../core/db/connection';
import { createUsersRepository } from './users.repository';

/** What other modules may use of the users module; its repository stays its own. */
export { toSessionUser, type UserRow } from './users.repository';

/** What core/auth asks of the users module: a user's current principal, without the password hash. */
export function loadPrincipal(db: Queryable, userId: string, sessionId?: string): Promise<Principal | null> {
  return createUsersRepository(db).findPrincipal(userId, sessionId);
}

/** Accounts for sign-up, sign-in, recovery and the lock screen (the modules that own those flows). */
export function createUsersService(db: Queryable) {
  const users = createUsersRepository(db);
  return {
    findByEmail: users.findByEmail,
    findById: users.findById,
    isPhotoPath: users.isPhotoPath,
    idsWithRoles: users.idsWithRoles,
    insert: users.insert,
    insertPending: users.insertPending,
    activate: users.activate,
    update: users.update,
    endSessions: users.endSessions,
    endSession: users.endSession,
    setPasswordHash: users.setPasswordHash,
    resetPassword: users.resetPassword,
    setEmail: users.setEmail,
    remove: users.remove,
  };
}
