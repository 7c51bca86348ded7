import type { Db } from '../../core/db/connection';

export function createAccountUnlockRepository(db: Db) {
  return {
    /** Stores a new unlock link (its hash) and retires the user's earlier unused ones. */
    async create(userId: string, tokenHash: string, lifetimeMinutes: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE account_unlocks SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
          userId,
        ]);
        await tx.query(
          `INSERT INTO account_unlocks (user_id, token_hash, expires_at)
           VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
          [userId, tokenHash, lifetimeMinutes],
        );
      });
    },

    /** The id of an unused, unexpired link of this user, or null. */
    async findUsable(tokenHash: string, userId: string): Promise<string | null> {
      const result = await db.query<{ id: string }>(
        `SELECT id::text AS id FROM account_unlocks
         WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()`,
        [tokenHash, userId],
      );
      return result.rows[0]?.id ?? null;
    },

    async consume(id: string): Promise<void> {
      await db.query('UPDATE account_unlocks SET used_at = now() WHERE id = $1::bigint', [id]);
    },
  };
}
