// `npm test`: type-check, lint, unit and component tests, API tests on PGlite and on
// PostgreSQL, end-to-end tests in Chromium; ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(path.join(tmpdir(), 'pm-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, projects, env = {}) {
  const outputFile = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  step(
    name,
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    env,
  );
  if (!existsSync(outputFile)) return;
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

step('Tipos (tsc)', 'npm', ['run', 'typecheck']);
step('Lint e formatação (Biome)', 'npx', ['biome', 'check', '.']);
vitest('Unidade e componentes', ['shared', 'web']);
vitest('API em PGlite', ['server'], { DATABASE_URL: '' });
vitest('API em PostgreSQL', ['server'], { DATABASE_URL: pgUrl });
if (!existsSync(chromium)) {
  console.error(`\nChromium não encontrado em ${chromium}: instale com 'apt-get install -y chromium'.`);
  failedSteps.push('Chromium ausente');
} else if (step('Build de produção', 'npm', ['run', 'build'])) {
  vitest('Ponta a ponta (Chromium)', ['e2e']);
}

if (failedSteps.length > 0) console.error(`\nEtapas com falha: ${failedSteps.join(', ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
