import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * GNU PSPP (Debian package `pspp`, installed by .ci/run) is the independent reader the SPSS writer is checked
 * against; without it the tests fail, they are never skipped.
 */
export function requirePspp() {
  for (const tool of ['pspp', 'pspp-convert']) {
    const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      throw new Error(`${tool} is missing: install it with \`apt-get install -y pspp\` (.ci/run does)`);
    }
  }
}

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  if (result.error || result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${output}`);
  return output;
}

/** pspp-convert's CSV of the data, parsed; `messages` holds whatever it printed (warnings). */
export function convertToCsv(savPath: string, dir: string) {
  const csvPath = join(dir, 'data.csv');
  const messages = run('pspp-convert', [savPath, csvPath]);
  return { rows: parseCsv(readFileSync(csvPath, 'utf8')), messages };
}

/** Runs a syntax file with PSPP's CSV output driver; returns each output table by title, and every message. */
export function runSyntax(syntax: string, dir: string) {
  const syntaxPath = join(dir, 'check.sps');
  const outputPath = join(dir, 'output.csv');
  writeFileSync(syntaxPath, syntax);
  const messages = run('pspp', ['-o', outputPath, syntaxPath]);
  const text = readFileSync(outputPath, 'utf8');
  const tables = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const row of parseCsv(text)) {
    const first = row[0] ?? '';
    if (row.length === 1 && first.startsWith('Table: ')) {
      current = [];
      tables.set(first.slice('Table: '.length), current);
    } else if (row.length === 1 && first === '') {
      current = null;
    } else current?.push(row);
  }
  return { tables, text, messages };
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
