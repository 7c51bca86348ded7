import type { Queryable } from '../../core/db/connection';
import { DEMO_USERS } from './users.seed';
import { createUsersService } from './users.service';

/** A user of the product by e-mail, as the template apps' address books see them (no account details). */
export async function findAppUser(db: Queryable, email: string) {
  const user = await createUsersService(db).findByEmail(email);
  return user
    ? { id: user.id, name: user.display_name, email: user.email, avatar: user.photo_url, role: user.role }
    : null;
}

/** The id of the user with that e-mail, or null. */
export const findAppUserId = async (db: Queryable, email: string) =>
  (await findAppUser(db, email))?.id ?? null;

/** The demo accounts' e-mails: the template apps seed their sample items for them. */
export const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);
