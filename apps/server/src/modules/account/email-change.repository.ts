import type { Queryable } from '../../core/db/connection';

export type TEmailChangeRow = {
  id: string;
  user_id: string;
  new_email: string;
  expires_at: Date | string;
  used_at: Date | string | null;
};

/** Pending e-mail changes: one usable link per user, the latest. */
export function createEmailChangeRepository(db: Queryable) {
  return {
    async create(
      userId: string,
      newEmail: string,
      tokenHash: string,
      lifetimeHours: number,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        userId,
      ]);
      await tx.query(
        `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at)
         VALUES ($1, lower(btrim($2)), $3, now() + make_interval(hours => $4::int))`,
        [userId, newEmail, tokenHash, lifetimeHours],
      );
    },

    async find(tokenHash: string, tx: Queryable = db): Promise<TEmailChangeRow | null> {
      const result = await tx.query<TEmailChangeRow>(
        `SELECT id::text AS id, user_id, new_email, expires_at, used_at FROM email_changes
         WHERE token_hash = $1`,
        [tokenHash],
      );
      return result.rows[0] ?? null;
    },

    /** Marks the link used while it still is usable; false when another request used it first. */
    async consume(id: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query(
        `UPDATE email_changes SET used_at = now()
         WHERE id = $1::bigint AND used_at IS NULL AND expires_at > now() RETURNING id`,
        [id],
      );
      return result.rowCount > 0;
    },
  };
}
