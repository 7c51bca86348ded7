import type { TPushSubscription } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export type TPushRow = { id: string; endpoint: string; p256dh: string; auth: string };

export function createPushRepository(db: Queryable) {
  return {
    /** One row per endpoint: a browser that subscribes again (or another user on it) takes it over. */
    async upsert(userId: string, subscription: TPushSubscription): Promise<void> {
      await db.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
           auth = EXCLUDED.auth, expiration_time = EXCLUDED.expiration_time, updated_at = now()`,
        [
          userId,
          subscription.endpoint,
          subscription.keys.p256dh,
          subscription.keys.auth,
          subscription.expirationTime ?? null,
        ],
      );
    },

    async listForUser(userId: string): Promise<TPushRow[]> {
      const result = await db.query<TPushRow>(
        `SELECT id::text AS id, endpoint, p256dh, auth FROM push_subscriptions
         WHERE user_id = $1 ORDER BY id LIMIT 50`,
        [userId],
      );
      return result.rows;
    },

    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1::bigint', [id]);
    },
  };
}
