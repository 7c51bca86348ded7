import { randomBytes } from 'node:crypto';
import type { Queryable } from './connection';

/**
 * Reads an app-wide value, creating it once if missing. Several processes
 * starting together all end up with the first one's value.
 */
export async function getOrCreateSetting<T>(db: Queryable, key: string, create: () => T): Promise<T> {
  await db.query(
    'INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
    [key, JSON.stringify(create())],
  );
  const result = await db.query<{ value: T }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  const row = result.rows[0];
  if (!row) throw new Error(`app setting ${key} missing after insert`);
  return row.value;
}

export function getJwtSecret(db: Queryable): Promise<string> {
  return getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url'));
}
