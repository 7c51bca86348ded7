// A Vitest reporter for `npm test`: the counts of one step and every file's whole time (environment, import,
// hooks and tests), written as JSON to the file named by PM_TEST_REPORT. The step's own output comes from the
// default reporter beside it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Seconds a file took from its environment's set-up to its last hook. */
function fileSeconds(testModule) {
  const d = testModule.diagnostic();
  const ms =
    d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
  return Math.round(ms) / 1000;
}

export default class TimingReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const target = process.env.PM_TEST_REPORT;
    if (!target) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const files = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed outside its tests (an import, a hook) counts as one failure.
      if (testModule.state() === 'failed' && [...testModule.children.allTests('failed')].length === 0)
        counts.failed += 1;
      files.push({
        file: path.relative(ROOT, testModule.moduleId),
        project: testModule.project.name,
        seconds: fileSeconds(testModule),
      });
    }
    counts.failed += unhandledErrors.length;
    writeFileSync(target, JSON.stringify({ ...counts, files }));
  }
}
