// `npm test`: prerequisites, type-check, lint and the production build side by side, then unit and component
// tests, API tests on PGlite and on PostgreSQL, end-to-end tests in Chromium. Every step prints its wall time;
// the run fails past SUITE_LIMIT_SECONDS; the last line is `Tests: N passed, N failed`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';
import { runStep, vitestStep } from './lib/steps.mjs';
import { summaryLines, timeGuard } from './lib/suite-summary.mjs';

const started = performance.now();
const reports = mkdtempSync(path.join(tmpdir(), 'pm-test-'));
const reportFile = (name) => path.join(reports, `${name}.json`);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const steps = [];

ensureInstalled();
console.log('━━ Pré-requisitos');
const problems = await ensurePrerequisites({ postgresUrl, redisUrl });
steps.push({
  name: 'Pré-requisitos',
  ok: problems.length === 0,
  seconds: (performance.now() - started) / 1000,
});
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error('\nNenhum teste rodou: resolva o que está acima e rode `npm test` de novo.');
  process.exit(1);
}

const tsc = (projects) => ['-c', projects.map((project) => `npx tsc -p ${project}`).join(' && ')];
// tsc and the build each use about one core: side by side they take the time of the longest.
const checks = await Promise.all([
  runStep('Tipos (tsc): shared, server, bench', 'sh', tsc(['packages/shared', 'apps/server', 'bench']), {
    quiet: true,
  }),
  runStep('Tipos (tsc): web e e2e', 'sh', tsc(['tsconfig.web-e2e.json']), { quiet: true }),
  runStep('Lint e formatação (Biome)', 'npx', ['biome', 'check', '.'], { quiet: true }),
  runStep('Build de produção', 'npm', ['run', 'build'], { quiet: true }),
]);
steps.push(...checks);
const isBuilt = checks.at(-1)?.ok === true;

const vitestRuns = [
  await vitestStep('Unidade e componentes', ['shared', 'web*', 'tooling'], {
    reportFile: reportFile('unit'),
  }),
  await vitestStep('API em PGlite e em PostgreSQL', ['server', 'server-postgres'], {
    env: { TEST_DATABASE_URL: postgresUrl, REDIS_URL: redisUrl },
    reportFile: reportFile('api'),
  }),
];
if (isBuilt)
  vitestRuns.push(await vitestStep('Ponta a ponta (Chromium)', ['e2e'], { reportFile: reportFile('e2e') }));
steps.push(...vitestRuns);
if (!isBuilt) steps.push({ name: 'Ponta a ponta (Chromium): sem build, não rodou', ok: false, seconds: 0 });

const totalSeconds = (performance.now() - started) / 1000;
const { lines, isGreen } = summaryLines({
  steps,
  reports: vitestRuns.map((run) => run.report),
  totalSeconds,
  guard: timeGuard(totalSeconds),
});
console.log(lines.join('\n'));
rmSync(reports, { recursive: true, force: true });
process.exit(isGreen ? 0 : 1);
