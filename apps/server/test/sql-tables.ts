import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const MIGRATIONS = join(SRC, 'core', 'db', 'migrations');

/** The SQL of every migration, in order. */
export function migrationsSql(): string {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
    .join('\n');
}

/** Every table a migration creates (a later migration may have dropped it). */
export function migrationTables(sql = migrationsSql()): string[] {
  return [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map((match) => match[1] as string);
}

/** The .ts files of a folder and its subfolders, tests and migrations left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A source text with its comment lines blanked (they are prose, not SQL); line numbers stay. */
function codeOnly(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/?\*|--)/.test(line) ? '' : line))
    .join('\n');
}

const lineOf = (code: string, index: number | undefined) => code.slice(0, index).split('\n').length;

/**
 * The SQL writes of a source text: [table, line]. Upper case like every statement here; FOR UPDATE and
 * ON CONFLICT DO UPDATE lock or merge, not name a table. A table named by an interpolation (`${...}`) or
 * quotes cannot be checked, so it is answered as is ('${' or '"'): the caller refuses it.
 */
export function sqlWrites(text: string): { table: string; line: number }[] {
  const code = codeOnly(text);
  const writes =
    /(?<!FOR |DO )\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE|MERGE\s+INTO)\s+(\w+|\$\{|")/g;
  return [...code.matchAll(writes)].map((match) => ({
    table: match[1] as string,
    line: lineOf(code, match.index),
  }));
}

/**
 * The tables a source text's SQL reads (FROM and JOIN, DELETE FROM left to the writes), among `tables`:
 * a CTE, a set-returning function or `EXTRACT(... FROM column)` names no table, so only real tables count.
 */
export function sqlReads(text: string, tables: ReadonlySet<string>): { table: string; line: number }[] {
  const code = codeOnly(text);
  const reads = /(?<!DELETE\s+)\b(?:FROM|JOIN(?:\s+LATERAL)?)\s+(\w+)/g;
  return [...code.matchAll(reads)]
    .filter((match) => tables.has(match[1] as string))
    .map((match) => ({ table: match[1] as string, line: lineOf(code, match.index) }));
}

/** What a module's manifest says of tables. */
export interface TableDeclarations {
  name: string;
  owns?: readonly string[];
  reads?: readonly string[];
}

/**
 * The problems of one module's SQL against its manifest: a table read that the module neither owns nor
 * declares in `reads`, a write to a table it does not own, a declared read it never makes, a declared read
 * of its own table. `files` are [path shown in messages, source text].
 */
export function moduleSqlProblems(
  manifest: TableDeclarations,
  files: readonly (readonly [string, string])[],
  tables: ReadonlySet<string>,
): string[] {
  const owns = new Set(manifest.owns ?? []);
  const reads = new Set(manifest.reads ?? []);
  const problems: string[] = [];
  const used = new Set<string>();
  for (const [path, text] of files) {
    for (const { table, line } of sqlReads(text, tables)) {
      used.add(table);
      if (!owns.has(table) && !reads.has(table))
        problems.push(
          `${path}:${line} reads ${table}, neither owned nor declared in reads of ${manifest.name}`,
        );
    }
    for (const { table, line } of sqlWrites(text))
      if (!owns.has(table)) problems.push(`${path}:${line} writes ${table}, not owned by ${manifest.name}`);
  }
  for (const table of reads) {
    if (owns.has(table)) problems.push(`${manifest.name} declares a read of its own table ${table}`);
    else if (!used.has(table)) problems.push(`${manifest.name} declares a read of ${table} it never makes`);
  }
  return problems;
}
