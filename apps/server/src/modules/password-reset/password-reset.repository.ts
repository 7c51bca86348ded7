import type { Queryable } from '../../core/db/connection';

export type TResetRow = {
  id: string;
  user_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
};

export function createPasswordResetRepository(db: Queryable) {
  return {
    /** Stores a new token hash and retires the user's earlier unused links. */
    async create(
      userId: string,
      tokenHash: string,
      lifetimeMinutes: number,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        userId,
      ]);
      await tx.query(
        `INSERT INTO password_resets (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
        [userId, tokenHash, lifetimeMinutes],
      );
    },

    async find(tokenHash: string, tx: Queryable = db): Promise<TResetRow | null> {
      const result = await tx.query<TResetRow>(
        'SELECT id::text AS id, user_id, expires_at, used_at FROM password_resets WHERE token_hash = $1',
        [tokenHash],
      );
      return result.rows[0] ?? null;
    },

    /** Marks the link used if it still is usable; false when another request used it first. */
    async consume(id: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query(
        `UPDATE password_resets SET used_at = now()
         WHERE id = $1::bigint AND used_at IS NULL AND expires_at > now() RETURNING id`,
        [id],
      );
      return result.rowCount > 0;
    },
  };
}
