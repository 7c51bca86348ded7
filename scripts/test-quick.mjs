// `npm run test:quick [base]`: the inner loop. Type-checks, lints and tests only what a change touches (the
// files that differ from `base`: by default origin/main, else HEAD, plus files not yet committed). The server's
// tests run on PGlite only; `npm test` runs everything, on both databases.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT } from './lib/install.mjs';
import { selectQuickRun } from './lib/quick-selection.mjs';
import { runStep, vitestStep } from './lib/steps.mjs';
import { summaryLines } from './lib/suite-summary.mjs';

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.length > 0);

function defaultBase() {
  const hasOrigin = git('branch', '-r', '--list', 'origin/main').length > 0;
  return hasOrigin ? git('merge-base', 'origin/main', 'HEAD')[0] : 'HEAD';
}

const started = performance.now();
const base = process.argv[2] ?? defaultBase();
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
];
const tracked = [...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')];
const testFiles = new Set(tracked.filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file)));
const sources = new Map(
  tracked
    .filter((file) => /^apps\/server\/src\/.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]),
);
const exists = (file) => existsSync(path.join(ROOT, file));
const plan = selectQuickRun(changed, { testFiles, sources, exists });

console.log(`Mudanças desde ${base}: ${changed.length} arquivo(s).`);
if (changed.length === 0) {
  console.log('Nada mudou: nada a testar.\n\nTests: 0 passed, 0 failed');
  process.exit(0);
}
ensureInstalled();

const reports = mkdtempSync(path.join(tmpdir(), 'pm-quick-'));
const steps = [];
const runs = [];
const tscLanes = [
  plan.tsc.filter((p) => p !== 'apps/web' && p !== 'e2e'),
  plan.tsc.filter((p) => p === 'apps/web' || p === 'e2e'),
];
const checks = [
  ...tscLanes
    .filter((lane) => lane.length > 0)
    .map((lane) =>
      runStep(
        `Tipos (tsc): ${lane.join(', ')}`,
        'sh',
        ['-c', lane.map((p) => `npx tsc -p ${p}`).join(' && ')],
        {
          quiet: true,
        },
      ),
    ),
];
if (plan.lint.length > 0)
  checks.push(
    runStep(
      'Lint e formatação (Biome)',
      'npx',
      ['biome', 'check', '--no-errors-on-unmatched', ...plan.lint],
      {
        quiet: true,
      },
    ),
  );
steps.push(...(await Promise.all(checks)));

for (const [project, files] of Object.entries(plan.vitest)) {
  const run = await vitestStep(
    `Testes: ${project}${files === 'all' ? ' (todos)' : ` (${files.length})`}`,
    // 'web*': the web tests are two projects (apps/web/vitest.config.ts), the shared and the isolated files.
    [project === 'web' ? 'web*' : project],
    {
      args: files === 'all' ? [] : files,
      reportFile: path.join(reports, `${project}.json`),
    },
  );
  runs.push(run);
}
if (plan.e2e.length > 0) {
  const build = await runStep('Build de produção', 'npm', ['run', 'build'], { quiet: true });
  steps.push(build);
  if (build.ok)
    runs.push(
      await vitestStep('Ponta a ponta (Chromium)', ['e2e'], {
        args: plan.e2e,
        reportFile: path.join(reports, 'e2e.json'),
      }),
    );
}
steps.push(...runs);
for (const note of plan.notes) console.log(`\nNota: ${note}`);

const { lines, isGreen } = summaryLines({
  steps,
  reports: runs.map((run) => run.report),
  totalSeconds: (performance.now() - started) / 1000,
});
console.log(lines.join('\n'));
rmSync(reports, { recursive: true, force: true });
process.exit(isGreen ? 0 : 1);
