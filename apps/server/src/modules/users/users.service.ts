import type { Principal } from '../../core/auth/principal';
import type { Queryable } from '../../core/db/connection';
import { createUsersRepository } from './users.repository';

/** What core/auth asks of the users module: a user's current principal, without the password hash. */
export function loadPrincipal(db: Queryable, userId: string): Promise<Principal | null> {
  return createUsersRepository(db).findPrincipal(userId);
}
