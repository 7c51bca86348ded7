import type { Queryable } from '../../core/db/connection';

export type TConfirmationRow = {
  id: string;
  user_id: string;
  expires_at: Date | string;
  used_at: Date | string | null;
};

/** Owns `consent_records` and `registration_confirmations`. */
export function createRegistrationRepository(db: Queryable) {
  return {
    async recordConsent(
      consent: { userId: string; text: string; version: string; ip: string },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        'INSERT INTO consent_records (user_id, consent_text, text_version, ip) VALUES ($1, $2, $3, $4)',
        [consent.userId, consent.text, consent.version, consent.ip],
      );
    },

    /** Stores a new link's hash and retires the account's earlier unused links. */
    async createConfirmation(
      userId: string,
      tokenHash: string,
      lifetimeHours: number,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        'UPDATE registration_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      );
      await tx.query(
        `INSERT INTO registration_confirmations (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
        [userId, tokenHash, lifetimeHours],
      );
    },

    async findConfirmation(tokenHash: string, tx: Queryable = db): Promise<TConfirmationRow | null> {
      const result = await tx.query<TConfirmationRow>(
        `SELECT id::text AS id, user_id, expires_at, used_at FROM registration_confirmations
         WHERE token_hash = $1`,
        [tokenHash],
      );
      return result.rows[0] ?? null;
    },

    /** Marks the link used if it still is usable; false when another request used it first. */
    async consumeConfirmation(id: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query(
        `UPDATE registration_confirmations SET used_at = now()
         WHERE id = $1::bigint AND used_at IS NULL AND expires_at > now() RETURNING id`,
        [id],
      );
      return result.rowCount > 0;
    },
  };
}
