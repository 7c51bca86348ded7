import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const MODULES = join(SRC, 'modules');

/** Folders still importing another module's internal file: none left (a new exception is listed here). */
const PENDING_IMPORTS: string[] = [];

/** Every .ts file under a folder, tests included (a test reaches another module the same way). */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The imports of a module file (path relative to src/, e.g. modules/a/x.ts) that reach into another
 * module's files instead of its public face (`../<module>` or `../<module>/index`).
 */
export function boundaryProblems(path: string, source: string): string[] {
  const [, owner] = path.split('/');
  const problems: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/g)) {
      const specifier = match[1] as string;
      if (!specifier.startsWith('.')) continue;
      const target = relative(
        MODULES,
        resolve(join(MODULES, dirname(path.slice('modules/'.length))), specifier),
      );
      const parts = target.split(sep);
      if (parts[0] === '..' || parts[0] === owner) continue;
      const publicFace = parts.length === 1 || (parts.length === 2 && parts[1] === 'index');
      if (!publicFace)
        problems.push(`${path}:${index + 1} imports ${specifier}, not the public face of ${parts[0]}`);
    }
  });
  return problems;
}

/**
 * Module files other than repositories that still run SQL, and why: the start command's demo seeds, which
 * check for an empty table and write their fixed rows in one place.
 */
const SQL_OUTSIDE_REPOSITORIES = [
  'modules/demo/demo-survey.seed.ts',
  'modules/public-content/public-content.seed.ts',
  'modules/users/users.seed.ts',
];

/** The lines of a module's non-test file that run SQL (`db.query`, `tx.query`, ...) outside a `*.repository.ts`. */
export function sqlOutsideRepositories(path: string, source: string): string[] {
  if (path.endsWith('.repository.ts') || path.endsWith('.test.ts')) return [];
  return source
    .split('\n')
    .flatMap((line, index) =>
      /^\s*(\/\/|\/?\*)/.test(line) || !/\.query\s*[<(]/.test(line) ? [] : [`${path}:${index + 1} runs SQL`],
    );
}

/**
 * Services that still take the FastifyInstance, pending: auth/** is being reshaped elsewhere (issue 31;
 * survey-users/** has no service); the others hand the app on to helpers that take it (core's
 * closeSessionSockets, assertCurrentPassword, the mailing's progress relay), which go next.
 */
const SERVICES_TAKING_THE_APP = [
  'modules/account/account.service.ts',
  'modules/auth/',
  'modules/mailing/jobs.service.ts',
  'modules/password-reset/password-reset.service.ts',
  'modules/password-reset/unlock.service.ts',
];

/** Whether a `*.service.ts` names the FastifyInstance or FastifyRequest type (a service takes `db`, the principal, the parts it uses). */
export function serviceTakesFastify(path: string, source: string): boolean {
  return path.endsWith('.service.ts') && /\bFastify(Instance|Request)\b/.test(source);
}

describe('module boundaries', () => {
  const files = allFiles(MODULES).map((file) => [relative(SRC, file).split(sep).join('/'), file] as const);

  it('refuses an import of another module internal file (the checker)', () => {
    const source = [
      "import { findCampaign } from '../campaigns/campaigns.service';",
      "import { findCampaign as f } from '../campaigns';",
      "import { hashToken } from '../respondents/index';",
      "import { own } from './reports.repository';",
      "import { nested } from '../reports/sub/x';",
      "import type { Row } from '../../core/module';",
      "const later = await import('../users/users.seed');",
      "export { flushDashboards } from '../dashboards/folder';",
      "import '../rooms/room-recordings';",
    ].join('\n');
    expect(boundaryProblems('modules/reports/x.ts', source)).toEqual([
      'modules/reports/x.ts:1 imports ../campaigns/campaigns.service, not the public face of campaigns',
      'modules/reports/x.ts:7 imports ../users/users.seed, not the public face of users',
      'modules/reports/x.ts:8 imports ../dashboards/folder, not the public face of dashboards',
      'modules/reports/x.ts:9 imports ../rooms/room-recordings, not the public face of rooms',
    ]);
    expect(
      boundaryProblems('modules/reports/sub/y.ts', "import { a } from '../../users/users.service';"),
    ).toEqual(['modules/reports/sub/y.ts:1 imports ../../users/users.service, not the public face of users']);
  });

  it('finds every module reaching another only through its index.ts', () => {
    expect(files.length).toBeGreaterThan(300);
    const problems = files
      .filter(([path]) => !PENDING_IMPORTS.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, file]) => boundaryProblems(path, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('keeps the pending list honest: each pending folder still has such an import', () => {
    for (const prefix of PENDING_IMPORTS) {
      const problems = files
        .filter(([path]) => path.startsWith(prefix))
        .flatMap(([path, file]) => boundaryProblems(path, readFileSync(file, 'utf8')));
      expect(problems, prefix).not.toEqual([]);
    }
  });

  it('refuses SQL outside a repository (the checker)', () => {
    const source = [
      "const { rows } = await app.db.query<{ id: string }>('SELECT id FROM rooms');",
      '// db.query(...) in prose runs nothing',
      "await tx.query('DELETE FROM rooms WHERE id = $1', [id]);",
      'const rows = await repo.list(roomId);',
    ].join('\n');
    expect(sqlOutsideRepositories('modules/rooms/room-recordings.ts', source)).toEqual([
      'modules/rooms/room-recordings.ts:1 runs SQL',
      'modules/rooms/room-recordings.ts:3 runs SQL',
    ]);
    expect(sqlOutsideRepositories('modules/rooms/room-recordings.repository.ts', source)).toEqual([]);
    expect(sqlOutsideRepositories('modules/rooms/rooms.test.ts', source)).toEqual([]);
  });

  it('finds SQL only in the repositories of each module (the listed seeds aside)', () => {
    const problems = files
      .filter(([path]) => !SQL_OUTSIDE_REPOSITORIES.includes(path))
      .flatMap(([path, file]) => sqlOutsideRepositories(path, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
    for (const path of SQL_OUTSIDE_REPOSITORIES)
      expect(sqlOutsideRepositories(path, readFileSync(join(SRC, path), 'utf8')), path).not.toEqual([]);
  });

  it('refuses a service that names FastifyInstance or FastifyRequest (the checker)', () => {
    const app =
      "import type { FastifyInstance } from 'fastify';\nexport function createX(app: FastifyInstance) {}";
    const request = 'export function createX(request: FastifyRequest) {}';
    const deps = "type Deps = Pick<ServiceDeps, 'db' | 'files'>;\nexport function createX(app: Deps) {}";
    expect(serviceTakesFastify('modules/x/x.service.ts', app)).toBe(true);
    expect(serviceTakesFastify('modules/x/x.service.ts', request)).toBe(true);
    expect(serviceTakesFastify('modules/x/x.service.ts', deps)).toBe(false);
    expect(serviceTakesFastify('modules/x/index.ts', app)).toBe(false);
  });

  it('finds no service taking the FastifyInstance or FastifyRequest (the pending list aside, each still pending)', () => {
    const pending = (path: string) => SERVICES_TAKING_THE_APP.some((entry) => path.startsWith(entry));
    const taking = files
      .filter(([path, file]) => serviceTakesFastify(path, readFileSync(file, 'utf8')))
      .map(([path]) => path);
    expect(taking.filter((path) => !pending(path))).toEqual([]);
    for (const entry of SERVICES_TAKING_THE_APP)
      expect(
        taking.some((path) => path.startsWith(entry)),
        entry,
      ).toBe(true);
  });
});
