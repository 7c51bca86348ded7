import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection';

/** Source tree: src/core/db/migrations; bundle: dist/migrations (copied by build.mjs). */
const DEFAULT_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrationState {
  level: number;
  applied: string[];
}

/**
 * Applies every `NNNN_name.sql` not yet recorded, each in its own transaction.
 * An advisory lock keeps two processes starting together from racing.
 */
export async function migrate(db: Db, dir = DEFAULT_DIR): Promise<MigrationState> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (seen.rowCount > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return { level: await migrationLevel(db), applied };
}

export async function migrationLevel(db: Db): Promise<number> {
  const result = await db.query<{ level: number | null }>(
    'SELECT max(version) AS level FROM schema_migrations',
  );
  return result.rows[0]?.level ?? 0;
}

/** Migrations separate statements with a line holding only `-- statement`. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/^--\s*statement\s*$/m)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
