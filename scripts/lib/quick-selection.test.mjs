import { describe, expect, it } from 'vitest';
import { importersOf, SERVER_GUARDS, selectQuickRun } from './quick-selection.mjs';

const TESTS = new Set([
  'apps/server/src/modules/mailing/mailing.test.ts',
  'apps/server/src/modules/mailing/crash.test.ts',
  'apps/server/src/modules/rooms/rooms.invitations.test.ts',
  'apps/server/src/modules/reports/reports.test.ts',
  'apps/server/src/lib/analysis/sav-writer.test.ts',
  ...SERVER_GUARDS,
  'apps/web/src/features/mailing/components/job-page.test.tsx',
  'apps/web/src/features/rooms/components/room-page.test.tsx',
  'apps/web/src/app/routes.test.tsx',
  'packages/shared/src/text.test.ts',
  'scripts/lib/suite-summary.test.mjs',
]);

const SOURCES = new Map([
  ['apps/server/src/modules/mailing/index.ts', "import { send } from './mailing.service';"],
  ['apps/server/src/modules/mailing/mailing.service.ts', "import { x } from '../../lib/rich-text';"],
  ['apps/server/src/modules/rooms/room-invitations.ts', "import { sendDirect } from '../mailing';"],
  ['apps/server/src/modules/reports/report-files.ts', "import { sav } from '../../lib/analysis/sav-writer';"],
  ['apps/server/src/lib/analysis/sav-writer.ts', "import { names } from './variable-names';"],
  ['apps/server/src/app.ts', "import { serverModules } from './modules';"],
]);

const select = (changed) =>
  selectQuickRun(changed, { testFiles: TESTS, sources: SOURCES, exists: () => true });

describe('npm run test:quick: what a change runs', () => {
  it('finds the files that import a file by a relative path', () => {
    expect(importersOf('apps/server/src/modules/mailing/index.ts', SOURCES)).toEqual([
      'apps/server/src/modules/rooms/room-invitations.ts',
    ]);
    expect(importersOf('apps/server/src/lib/analysis/sav-writer.ts', SOURCES)).toEqual([
      'apps/server/src/modules/reports/report-files.ts',
    ]);
  });

  it("a server module's internal file: that module's tests and the guards that read every module", () => {
    const plan = select(['apps/server/src/modules/mailing/mailing.service.ts']);
    expect(plan.tsc).toEqual(['apps/server', 'e2e', 'bench']);
    expect(plan.vitest).toEqual({
      server: [
        'apps/server/src/modules/mailing/mailing.test.ts',
        'apps/server/src/modules/mailing/crash.test.ts',
        ...SERVER_GUARDS,
      ],
    });
    expect(plan.lint).toEqual(['apps/server/src/modules/mailing/mailing.service.ts']);
  });

  it("a module's public face: also the tests of the modules that import it", () => {
    const plan = select(['apps/server/src/modules/mailing/index.ts']);
    expect(plan.vitest.server).toContain('apps/server/src/modules/rooms/rooms.invitations.test.ts');
    expect(plan.vitest.server).not.toContain('apps/server/src/modules/reports/reports.test.ts');
  });

  it('a library file: the tests beside it and those of the modules that use it', () => {
    const plan = select(['apps/server/src/lib/analysis/sav-writer.ts']);
    expect(plan.vitest.server).toEqual([
      'apps/server/src/modules/reports/reports.test.ts',
      'apps/server/src/lib/analysis/sav-writer.test.ts',
    ]);
  });

  it('the core of the server or its test helpers: every server test', () => {
    expect(select(['apps/server/src/app.ts']).vitest).toEqual({ server: 'all' });
    expect(select(['apps/server/test/factories.ts']).vitest).toEqual({ server: 'all' });
  });

  it("a web feature: that feature's tests; its routes also the app's route tests", () => {
    expect(select(['apps/web/src/features/rooms/components/room-page.tsx']).vitest).toEqual({
      web: ['apps/web/src/features/rooms/components/room-page.test.tsx'],
    });
    expect(select(['apps/web/src/features/rooms/routes.tsx']).vitest.web).toEqual([
      'apps/web/src/features/rooms/components/room-page.test.tsx',
      'apps/web/src/app/routes.test.tsx',
    ]);
    expect(select(['apps/web/src/lib/api-client.ts']).vitest).toEqual({ web: 'all' });
    expect(select(['apps/web/src/lib/api-client.ts']).tsc).toEqual(['apps/web', 'e2e']);
  });

  it('the shared contract: every unit, component and API test, and every type-check', () => {
    const plan = select(['packages/shared/src/text.ts']);
    expect(plan.vitest).toEqual({ shared: 'all', web: 'all', server: 'all' });
    expect(plan.tsc).toHaveLength(5);
  });

  it('a test file alone runs itself; an e2e file runs in Chromium; e2e support is left to npm test', () => {
    expect(select(['apps/server/src/modules/reports/reports.test.ts']).vitest).toEqual({
      server: ['apps/server/src/modules/reports/reports.test.ts'],
    });
    expect(select(['e2e/mailing.e2e.ts']).e2e).toEqual(['e2e/mailing.e2e.ts']);
    const support = select(['e2e/support/accounts.ts']);
    expect(support.e2e).toEqual([]);
    expect(support.notes).toHaveLength(1);
    expect(select(['scripts/lib/steps.mjs']).vitest).toEqual({ tooling: 'all' });
  });

  it('a deleted file is type-checked for but neither linted nor tested', () => {
    const plan = selectQuickRun(['apps/server/src/modules/mailing/old.ts'], {
      testFiles: TESTS,
      sources: SOURCES,
      exists: () => false,
    });
    expect(plan.tsc).toEqual(['apps/server', 'e2e', 'bench']);
    expect(plan.lint).toEqual([]);
    expect(plan.vitest).toEqual({});
  });
});
