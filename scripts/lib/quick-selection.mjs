// `npm run test:quick`: from the files a change touches to the type-checks and tests worth running now.
// Pure: the caller reads git and the tree. Paths are repo-relative with forward slashes.
import path from 'node:path/posix';

/** tsc projects, and which of them a change in each workspace can break (e2e and bench import the apps). */
const TSC_BY_WORKSPACE = {
  'packages/shared': ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'],
  'apps/server': ['apps/server', 'e2e', 'bench'],
  'apps/web': ['apps/web', 'e2e'],
  e2e: ['e2e'],
  bench: ['bench'],
};

/** Server tests that read every module (routes, tables, sockets, OpenAPI): any module change can break them. */
export const SERVER_GUARDS = [
  'apps/server/src/route-access.test.ts',
  'apps/server/src/table-ownership.test.ts',
  'apps/server/src/realtime-access.test.ts',
  'apps/server/src/openapi-fuzz.test.ts',
];

const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file);
const workspaceOf = (file) => Object.keys(TSC_BY_WORKSPACE).find((ws) => file.startsWith(`${ws}/`));
const stripExtension = (file) => file.replace(/\.(ts|tsx|mjs|js)$/, '').replace(/\/index$/, '');

/** The server module or web feature folder a file is in, if any. */
function unitOf(file) {
  const match = /^(apps\/server\/src\/modules\/[^/]+|apps\/web\/src\/features\/[^/]+)\//.exec(file);
  return match?.[1] ?? null;
}

/** Relative import specifiers of a source text. */
function importsOf(text) {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
}

/** Source files that import `target` directly (by a relative path). */
export function importersOf(target, sources) {
  const wanted = stripExtension(target);
  const found = [];
  for (const [file, text] of sources)
    if (importsOf(text).some((spec) => stripExtension(path.join(path.dirname(file), spec)) === wanted))
      found.push(file);
  return found;
}

/** Where a changed server file's effects reach: 'all', or the folders whose tests to run. */
function serverReach(file, sources) {
  const unit = unitOf(file);
  if (unit) return [unit, ...importersOf(file, sources).map(unitOf).filter(Boolean)];
  if (/^apps\/server\/src\/(lib|domain)\//.test(file) && !isTest(file)) {
    const importers = importersOf(file, sources);
    return [path.dirname(file), ...importers.map((importer) => unitOf(importer) ?? path.dirname(importer))];
  }
  return isTest(file) ? [] : 'all';
}

/** Where a changed web file's effects reach: 'all', or the folders whose tests to run. */
function webReach(file) {
  const unit = unitOf(file);
  if (!unit) return 'all';
  // A feature's routes are walked by the app's route tests.
  return file.endsWith('/routes.tsx') ? [unit, 'apps/web/src/app'] : [unit];
}

/**
 * The quick run for a change (files changed or added; deleted ones only count for type-checks): `tsc`
 * projects, files to lint, tests per Vitest project (`'all'` or a list), e2e files, and notes for what it
 * leaves to `npm test`. `sources`: the server's source texts by path; `testFiles`: every Vitest test file.
 */
export function selectQuickRun(changed, { testFiles, sources, exists }) {
  const existing = changed.filter(exists);
  const tsc = new Set();
  for (const file of changed)
    for (const project of TSC_BY_WORKSPACE[workspaceOf(file)] ?? []) tsc.add(project);
  const tests = { shared: new Set(), web: new Set(), server: new Set(), tooling: new Set() };
  const all = new Set();
  const e2e = [];
  const notes = [];
  const addFolders = (project, folders) => {
    if (folders === 'all') all.add(project);
    else for (const folder of folders) tests[project].add(`${folder}/`);
  };
  for (const file of existing) {
    if (isTest(file)) {
      const project = file.startsWith('packages/shared/')
        ? 'shared'
        : file.startsWith('apps/web/')
          ? 'web'
          : file.startsWith('scripts/')
            ? 'tooling'
            : 'server';
      if (file.startsWith('apps/') || file.startsWith('packages/') || file.startsWith('scripts/'))
        tests[project].add(file);
    }
    if (file.startsWith('packages/shared/src/') && !isTest(file)) {
      for (const project of ['shared', 'web', 'server']) all.add(project);
    } else if (file.startsWith('apps/server/') && !isTest(file)) {
      addFolders('server', file.startsWith('apps/server/src/') ? serverReach(file, sources) : 'all');
      if (unitOf(file)) for (const guard of SERVER_GUARDS) tests.server.add(guard);
    } else if (file.startsWith('apps/web/') && !isTest(file)) addFolders('web', webReach(file));
    else if (file.startsWith('scripts/')) all.add('tooling');
    else if (/^e2e\/[^/]+\.e2e\.ts$/.test(file)) e2e.push(file);
    else if (file.startsWith('e2e/'))
      notes.push(`${file} mudou: os testes ponta a ponta inteiros ficam para o npm test.`);
  }
  const pick = (project) => {
    if (all.has(project)) return 'all';
    const wanted = [...tests[project]];
    return [...testFiles].filter((test) => wanted.some((entry) => test === entry || test.startsWith(entry)));
  };
  const vitest = Object.fromEntries(
    Object.keys(tests)
      .map((project) => [project, pick(project)])
      .filter(([, picked]) => picked.length > 0),
  );
  return { tsc: [...tsc], lint: existing, vitest, e2e, notes };
}
