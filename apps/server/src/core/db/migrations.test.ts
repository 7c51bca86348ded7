import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/build-test-app';
import type { Db } from './connection';
import { migrate } from './migrate';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A folder holding the migrations up to `level`: a database as it stood before a later one landed. */
function migrationsUpTo(into: string, level: number) {
  for (const file of readdirSync(MIGRATIONS).filter((name) => Number(name.slice(0, 4)) <= level))
    cpSync(path.join(MIGRATIONS, file), path.join(into, file));
}

describe('0043: questionnaires stored as given', () => {
  let db: Db;
  let dir: string;

  beforeAll(async () => {
    db = await openTestDb();
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts back a matrix's cellType before the keys jsonb had sorted ahead of it, and keeps the order after", async () => {
    migrationsUpTo(dir, 42);
    await migrate(db, dir);
    const matrix = {
      type: 'matrixdropdown',
      name: 'turnos',
      cellType: 'checkbox',
      columns: [{ name: 'aplica' }],
    };
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO surveys (handle, title, schema) VALUES ('turnos', 'Turnos', $1::jsonb) RETURNING id`,
      [JSON.stringify({ pages: [{ name: 'p1', elements: [matrix] }] })],
    );
    const before = await db.query<{ schema: string }>('SELECT schema::text AS schema FROM surveys');
    // jsonb sorts keys by length: the columns came before the cellType.
    expect(Object.keys(JSON.parse(before.rows[0]?.schema ?? '').pages[0].elements[0])).toEqual([
      'name',
      'type',
      'columns',
      'cellType',
    ]);

    migrationsUpTo(dir, 43);
    expect((await migrate(db, dir)).applied).toEqual(['0043_survey_schema_as_given.sql']);
    const after = await db.query<{ schema: { pages: { elements: Record<string, unknown>[] }[] } }>(
      'SELECT schema FROM surveys WHERE id = $1',
      [inserted.rows[0]?.id],
    );
    expect(Object.keys(after.rows[0]?.schema.pages[0]?.elements[0] ?? {})).toEqual([
      'cellType',
      'name',
      'type',
      'columns',
    ]);
    // From now on the text is kept as written, key order and all.
    const written = JSON.stringify({ title: 'T', pages: [{ name: 'p1', elements: [matrix] }] });
    await db.query(`UPDATE surveys SET schema = $1::json`, [written]);
    const kept = await db.query<{ schema: string }>('SELECT schema::text AS schema FROM surveys');
    expect(kept.rows[0]?.schema).toBe(written);
  });
});
