import { defaultUserMenu, type TRole, type TSessionUser, type TTableFilter } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Queryable } from '../../core/db/connection';
import { type FilterColumn, filterCondition, likePattern, selectPage } from '../../lib/sql';

/** The whole account row; only sign-in and the lock screen need its password hash. */
export interface UserRow extends Principal {
  password_hash: string;
  /** Set while a self-registered account waits for its e-mail confirmation (it cannot sign in). */
  pending_since: Date | string | null;
}

/** The allow-list of the list's table filter (USER_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  name: { type: 'text', sql: 'display_name' },
  email: { type: 'text', sql: 'email' },
  role: { type: 'text', sql: 'role' },
};

export interface NewUser {
  email: string;
  passwordHash: string;
  displayName: string;
  role: TRole;
}

export interface UserChanges {
  displayName?: string;
  photoURL?: string;
  settings?: Record<string, unknown>;
  shortcuts?: string[];
}

const PRINCIPAL_COLUMNS =
  'id, email, display_name, photo_url, role, settings, shortcuts, usermenu, created_at, session_version';
const COLUMNS = `${PRINCIPAL_COLUMNS}, password_hash, pending_since`;

export function createUsersRepository(db: Queryable) {
  return {
    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
        email.trim(),
      ]);
      return result.rows[0] ?? null;
    },

    async findById(id: string, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    /** The account without its password hash: what core/auth keeps on a request. */
    /** The user as a principal; null when gone, or when `sessionId` names a session it signed out of. */
    async findPrincipal(id: string, sessionId?: string, tx: Queryable = db): Promise<Principal | null> {
      const result =
        sessionId === undefined
          ? await tx.query<Principal>(
              `SELECT ${PRINCIPAL_COLUMNS} FROM users WHERE id = $1 AND pending_since IS NULL`,
              [id],
            )
          : await tx.query<Principal>(
              `SELECT ${PRINCIPAL_COLUMNS} FROM users WHERE id = $1 AND pending_since IS NULL
                 AND NOT EXISTS (SELECT 1 FROM signed_out_sessions s WHERE s.user_id = users.id AND s.session_id = $2)`,
              [id, sessionId],
            );
      return result.rows[0] ?? null;
    },

    /** Whether some account's photo is at this path (an avatar, not any other stored object). */
    async isPhotoPath(path: string, tx: Queryable = db): Promise<boolean> {
      return (await tx.query('SELECT 1 FROM users WHERE photo_url = $1 LIMIT 1', [path])).rowCount > 0;
    },

    /** Inserts unless the e-mail exists (in any letter case); null when it does. */
    async insert(user: NewUser, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(
        `INSERT INTO users (email, password_hash, display_name, role)
         VALUES (lower(btrim($1)), $2, $3, $4)
         ON CONFLICT (lower(email)) DO NOTHING
         RETURNING ${COLUMNS}`,
        [user.email, user.passwordHash, user.displayName, user.role],
      );
      return result.rows[0] ?? null;
    },

    /**
     * A self-registration: a new pending account, or — when the e-mail belongs to an account still pending —
     * that account with the new name and password (only the mailbox's owner can confirm either). Null when the
     * e-mail has an active account.
     */
    async insertPending(user: NewUser, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(
        `INSERT INTO users (email, password_hash, display_name, role, pending_since)
         VALUES (lower(btrim($1)), $2, $3, $4, now())
         ON CONFLICT (lower(email)) DO UPDATE
           SET password_hash = EXCLUDED.password_hash, display_name = EXCLUDED.display_name,
               pending_since = now(), updated_at = now()
           WHERE users.pending_since IS NOT NULL
         RETURNING ${COLUMNS}`,
        [user.email, user.passwordHash, user.displayName, user.role],
      );
      return result.rows[0] ?? null;
    },

    /** Ends the wait of a pending account; null when it is gone or was already active. */
    async activate(id: string, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(
        `UPDATE users SET pending_since = NULL, updated_at = now()
         WHERE id = $1 AND pending_since IS NOT NULL RETURNING ${COLUMNS}`,
        [id],
      );
      return result.rows[0] ?? null;
    },

    async update(id: string, changes: UserChanges, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(
        `UPDATE users SET
           display_name = COALESCE($2, display_name),
           photo_url = COALESCE($3, photo_url),
           settings = COALESCE($4::jsonb, settings),
           shortcuts = COALESCE($5::jsonb, shortcuts),
           updated_at = now()
         WHERE id = $1
         RETURNING ${COLUMNS}`,
        [
          id,
          changes.displayName ?? null,
          changes.photoURL ?? null,
          changes.settings === undefined ? null : JSON.stringify(changes.settings),
          changes.shortcuts === undefined ? null : JSON.stringify(changes.shortcuts),
        ],
      );
      return result.rows[0] ?? null;
    },

    async setPasswordHash(id: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        id,
        passwordHash,
      ]);
    },

    /** A password set through a reset link also ends every session: a stolen token must not outlive it. */
    async resetPassword(id: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE users SET password_hash = $2, session_version = session_version + 1, updated_at = now()
         WHERE id = $1`,
        [id, passwordHash],
      );
    },

    async setRole(id: string, role: TRole, changedBy: string, tx: Queryable = db): Promise<UserRow | null> {
      const before = await tx.query<{ role: TRole }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [id]);
      const oldRole = before.rows[0]?.role;
      if (!oldRole) return null;
      const result = await tx.query<UserRow>(
        `UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, role],
      );
      await tx.query(
        'INSERT INTO role_changes (user_id, changed_by, old_role, new_role) VALUES ($1, $2, $3, $4)',
        [id, changedBy, oldRole, role],
      );
      return result.rows[0] ?? null;
    },

    /**
     * The confirmed new e-mail; null when another account holds it (the unique index decides, so two
     * confirmations racing for one address cannot both win).
     */
    async setEmail(id: string, email: string, tx: Queryable = db): Promise<UserRow | null> {
      const result = await tx.query<UserRow>(
        `UPDATE users SET email = lower(btrim($2)), updated_at = now()
         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower(btrim($2)) AND o.id <> $1)
         RETURNING ${COLUMNS}`,
        [id, email],
      );
      return result.rows[0] ?? null;
    },

    /**
     * Deletes the account. Its own records go with it (ON DELETE CASCADE); survey responses and the
     * records of others keep their rows with the user's reference set to NULL (ON DELETE SET NULL).
     */
    async remove(id: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query('DELETE FROM users WHERE id = $1', [id]);
      return result.rowCount > 0;
    },

    /** Ends every session of the user: tokens of the old version are refused from now on. */
    async endSessions(id: string, tx: Queryable = db): Promise<number | null> {
      const result = await tx.query<{ session_version: number }>(
        'UPDATE users SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version',
        [id],
      );
      return result.rows[0]?.session_version ?? null;
    },

    /**
     * Ends one session (every token of one sign-in) until `expiresAt`, when its tokens would be refused anyway;
     * rows past that are swept on the way. A user deleted meanwhile has no session left to end.
     */
    async endSession(id: string, sessionId: string, expiresAt: Date, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM signed_out_sessions WHERE expires_at < now()');
      await tx.query(
        `INSERT INTO signed_out_sessions (user_id, session_id, expires_at)
         SELECT id, $2, $3 FROM users WHERE id = $1
         ON CONFLICT (user_id, session_id) DO NOTHING`,
        [id, sessionId, expiresAt],
      );
    },

    /** The ids of every user whose role is one of `roles`, but `exceptId`. */
    async idsWithRoles(roles: readonly TRole[], exceptId: string, tx: Queryable = db): Promise<string[]> {
      const result = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE role = ANY ($1::text[]) AND id <> $2 ORDER BY created_at, id',
        [roles, exceptId],
      );
      return result.rows.map((row) => row.id);
    },

    async list(
      query: { q?: string; limit: number; offset: number; tableFilter?: TTableFilter | null },
      tx: Queryable = db,
    ) {
      const column = filterCondition(query.tableFilter ?? null, FILTER_COLUMNS, 2);
      const matches = `FROM users WHERE ($1::text IS NULL OR display_name ILIKE $1 OR email ILIKE $1)
        AND ${column.sql}`;
      const rows = `SELECT ${COLUMNS} ${matches} ORDER BY created_at, id`;
      const count = `SELECT count(*)::text AS total ${matches}`;
      const params = [likePattern(query.q), ...column.params];
      return selectPage<UserRow>(tx, { rows, count }, params, query);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function toSessionUser(row: Omit<Principal, 'session_version'>): TSessionUser {
  return {
    uuid: row.id,
    uid: row.id,
    role: row.role,
    from: 'api',
    data: {
      displayName: row.display_name,
      email: row.email,
      photoURL: row.photo_url,
      settings: row.settings,
      shortcuts: row.shortcuts,
    },
    // A menu stored for the user wins; otherwise the role's, so a role change moves the start page too.
    usermenu: row.usermenu.length > 0 ? row.usermenu : defaultUserMenu(row.role),
  };
}
