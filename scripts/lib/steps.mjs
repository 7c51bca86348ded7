// The steps of `npm test`: each a child process, timed; several may run at once.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './install.mjs';
import { formatSeconds } from './suite-summary.mjs';

const REPORTER = path.join(ROOT, 'scripts/lib/timing-reporter.mjs');

/**
 * Runs one command as a step: its output streams through (`quiet`: held and shown once it ends, so steps
 * running side by side do not interleave). Answers { name, ok, seconds }.
 */
export function runStep(name, command, args, { env = {}, quiet = false } = {}) {
  const started = performance.now();
  if (!quiet) console.log(`\n━━ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const finish = (ok, note = '') => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) {
        console.log(`\n━━ ${name}`);
        const output = Buffer.concat(held).toString().trimEnd();
        if (output) console.log(output);
      }
      console.log(`${ok ? '✓' : '✗'} ${name}: ${formatSeconds(seconds)}${note}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => finish(false, ` (${error.message})`));
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * A Vitest run of some projects as a step; the step's counts and file times come back in `report`
 * (a run that wrote none, e.g. a crash, counts as one failure).
 */
export async function vitestStep(name, projects, { env = {}, args = [], reportFile }) {
  rmSync(reportFile, { force: true });
  const result = await runStep(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      `--reporter=${REPORTER}`,
      ...args,
    ],
    { env: { ...env, PM_TEST_REPORT: reportFile } },
  );
  const report = existsSync(reportFile)
    ? JSON.parse(readFileSync(reportFile, 'utf8'))
    : { passed: 0, failed: 1, skipped: 0, files: [] };
  return { ...result, report };
}
