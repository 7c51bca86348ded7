import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  migrationsSql,
  migrationTables,
  moduleSqlProblems,
  sourceFiles,
  sqlWrites,
} from '../test/sql-tables';
import { tableOwnersOf } from './core/module';
import { serverModules } from './modules';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Core's own tables (the migration log and the app's settings): no module writes them. */
const CORE_TABLES: Record<string, string> = { schema_migrations: 'core', app_settings: 'core' };

/**
 * Who owns each table, derived from the module manifests (`owns`): only the owner's files write it; another
 * module asks the owner's service. A new migration's table must be owned by one manifest, so every table
 * has exactly one writer.
 */
const TABLE_OWNERS: Record<string, string> = { ...CORE_TABLES, ...tableOwnersOf(serverModules) };

/**
 * Database functions that write several owners' tables in one statement, and the one module that calls
 * each: finish_response ends a response with its dashboards' log entry, its invitation and its targets
 * in one round trip (migration 0010), so the responses module alone calls it.
 */
const FUNCTION_OWNERS: Record<string, string> = { finish_response: 'responses' };

/** core/** and lib/** are the core; modules/<name>/** is that module. */
function ownerOfFile(path: string): string {
  const parts = relative(SRC, path).split(sep);
  return parts[0] === 'modules' ? (parts[1] as string) : 'core';
}

describe('table ownership', () => {
  const files = [
    ...sourceFiles(join(SRC, 'core')),
    ...sourceFiles(join(SRC, 'lib')),
    ...sourceFiles(join(SRC, 'modules')),
  ];

  it('has one owner per table: no two manifests own the same one', () => {
    const owned = serverModules.flatMap((manifest) => manifest.owns ?? []);
    expect(owned.filter((table, index) => owned.indexOf(table) !== index || table in CORE_TABLES)).toEqual(
      [],
    );
  });

  it('knows an owner for every table and database function the migrations create', () => {
    const sql = migrationsSql();
    const tables = migrationTables(sql);
    // A helper a migration creates and drops again (to rewrite stored data) is nobody's to call.
    const dropped = new Set(
      [...sql.matchAll(/DROP FUNCTION (?:IF EXISTS )?(\w+)/gi)].map((m) => m[1] as string),
    );
    const functions = [...sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)/gi)]
      .map((m) => m[1] as string)
      .filter((name) => !dropped.has(name));
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(functions.filter((name) => !(name in FUNCTION_OWNERS))).toEqual([]);
  });

  it('is written down in the README: each table in its owner\'s row of "Cada tabela tem um dono"', () => {
    const readme = readFileSync(join(SRC, '..', '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('Cada tabela tem um dono'));
    const rows = section.slice(0, section.indexOf('\n\n', section.indexOf('| ---'))).split('\n');
    const documented = new Map<string, string>();
    for (const row of rows.filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))) {
      const [, moduleCell = '', tablesCell = ''] = row.split('|');
      const owner = moduleCell.trim().split(' ')[0] as string;
      for (const [, table] of tablesCell.matchAll(/`(\w+)`/g)) documented.set(table as string, owner);
    }
    const missing = Object.entries(TABLE_OWNERS)
      .filter(([table, owner]) => documented.get(table) !== owner)
      .map(([table, owner]) => `${table} (${owner})`);
    expect(missing).toEqual([]);
  });

  it('reads every statement kind that writes', () => {
    const text = [
      '`INSERT INTO responses (id) VALUES ($1)`',
      "'UPDATE targets SET completes = 0'",
      '`DELETE FROM invitations WHERE id = $1`',
      '`WITH saved AS (UPDATE responses SET x = 1 RETURNING id) INSERT INTO dash_changes SELECT id FROM saved`',
      "'SELECT id FROM targets WHERE id = $1 FOR UPDATE SKIP LOCKED'",
      "'INSERT INTO push_subscriptions (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = $1'",
      '`INSERT INTO\n  invitations (id) VALUES ($1)`',
      // (split: a ${ in a plain string reads like a template placeholder mistake)
      '`UPDATE $' + '{table} SET x = 1`',
      '// an UPDATE users in prose',
      ' * and DELETE FROM users in a doc comment',
    ].join('\n');
    expect(sqlWrites(text).map((write) => write.table)).toEqual([
      'responses',
      'targets',
      'invitations',
      'responses',
      'dash_changes',
      'push_subscriptions',
      'invitations',
      '${',
    ]);
    expect(sqlWrites('a\n`INSERT INTO\n  responses (id)`').map((write) => write.line)).toEqual([2]);
  });

  it('lets only the owning module write a table or call a multi-table function', () => {
    const foreign: string[] = [];
    for (const file of files) {
      const owner = ownerOfFile(file);
      const text = readFileSync(file, 'utf8');
      const where = (line: number) => `${relative(SRC, file)}:${line}`;
      for (const { table, line } of sqlWrites(text)) {
        const tableOwner = TABLE_OWNERS[table];
        if (!/^\w+$/.test(table))
          foreign.push(`${where(line)} writes a table named by an interpolation or quotes`);
        else if (tableOwner === undefined)
          foreign.push(`${where(line)} writes ${table}, a table with no owner`);
        else if (tableOwner !== owner)
          foreign.push(`${where(line)} writes ${table} (owned by ${tableOwner})`);
      }
      text.split('\n').forEach((line, index) => {
        for (const [name, functionOwner] of Object.entries(FUNCTION_OWNERS))
          if (line.includes(`${name}(`) && functionOwner !== owner)
            foreign.push(`${where(index + 1)} calls ${name} (owned by ${functionOwner})`);
      });
    }
    expect(files.length).toBeGreaterThan(50);
    expect(foreign).toEqual([]);
  });
});

describe('module tables: each module reads only what its manifest owns or declares, writes only its own', () => {
  const tables = new Set(migrationTables());
  const filesOf = (name: string) =>
    sourceFiles(join(SRC, 'modules', name)).map(
      (file) => [relative(SRC, file), readFileSync(file, 'utf8')] as const,
    );

  it('refuses an undeclared foreign read, a foreign write and a declared read never made (the checker)', () => {
    const source = [
      'const own = `SELECT id FROM reports WHERE id = $1`;',
      "const declared = 'SELECT r.id FROM reports r JOIN campaigns c ON c.id = r.campaign_id';",
      'const undeclared = `SELECT count(*) FROM responses WHERE campaign_id = $1`;',
      "const write = 'UPDATE campaigns SET status = $2 WHERE id = $1';",
      'const deleted = `DELETE FROM report_files WHERE report_id = $1`;',
      '// a FROM users in prose reads nothing',
      'const cte = `WITH picked AS (SELECT 1) SELECT * FROM picked, extract(epoch FROM now())`;',
    ].join('\n');
    const manifest = { name: 'reports', owns: ['reports', 'report_files'], reads: ['campaigns', 'users'] };
    expect(moduleSqlProblems(manifest, [['modules/reports/x.ts', source]], tables)).toEqual([
      'modules/reports/x.ts:3 reads responses, neither owned nor declared in reads of reports',
      'modules/reports/x.ts:4 writes campaigns, not owned by reports',
      'reports declares a read of users it never makes',
    ]);
    expect(
      moduleSqlProblems({ ...manifest, reads: ['campaigns', 'responses'] }, [['x.ts', source]], tables),
    ).toEqual(['x.ts:4 writes campaigns, not owned by reports']);
    expect(moduleSqlProblems({ name: 'm', owns: ['users'], reads: ['users'] }, [], tables)).toEqual([
      'm declares a read of its own table users',
    ]);
  });

  it('has a manifest in the module list for every module folder (example-ping, the README sample, aside)', () => {
    const folders = readdirSync(join(SRC, 'modules')).filter((name) => name !== 'example-ping');
    expect(folders.length).toBeGreaterThan(30);
    expect(folders.filter((name) => !serverModules.some((manifest) => manifest.name === name))).toEqual([]);
  });

  it('finds no undeclared read and no foreign write in any module', () => {
    const problems = serverModules.flatMap((manifest) =>
      moduleSqlProblems(manifest, filesOf(manifest.name), tables),
    );
    expect(serverModules.some((manifest) => (manifest.reads ?? []).length > 0)).toBe(true);
    expect(problems).toEqual([]);
  });
});
