// What `npm test` prints at its end: each step's wall time, the slowest files, the time guard, the counts.

/** The whole suite may not take longer than this (the target is 25 minutes; this is the alarm). */
export const SUITE_LIMIT_SECONDS = 30 * 60;

/** 42 s, 3 min 07 s, 1 h 02 min. */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The `count` slowest files over every step's report, slowest first. */
export function slowestFiles(reports, count = 10) {
  return reports
    .flatMap((report) => report.files)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The guard's verdict: null within the limit, else why the run fails. */
export function timeGuard(totalSeconds, limitSeconds = SUITE_LIMIT_SECONDS) {
  if (totalSeconds <= limitSeconds) return null;
  return `o conjunto levou ${formatSeconds(totalSeconds)}, acima do limite de ${formatSeconds(limitSeconds)}`;
}

/** The closing lines: steps and times, the slowest files, then (always last) the counts. */
export function summaryLines({ steps, reports, totalSeconds, guard }) {
  const width = Math.max(...steps.map((step) => step.name.length), 5);
  const lines = ['', 'Tempo por etapa:'];
  for (const step of steps)
    lines.push(`  ${step.ok ? '✓' : '✗'} ${step.name.padEnd(width)}  ${formatSeconds(step.seconds)}`);
  lines.push(`    ${'Total'.padEnd(width)}  ${formatSeconds(totalSeconds)}`);
  const slowest = slowestFiles(reports);
  if (slowest.length > 0) {
    lines.push('', guard ? `Tempo: ${guard}. Os 10 arquivos mais lentos:` : 'Os 10 arquivos mais lentos:');
    for (const file of slowest)
      lines.push(`  ${formatSeconds(file.seconds).padStart(10)}  ${file.file} (${file.project})`);
  } else if (guard) lines.push('', `Tempo: ${guard}.`);
  const failedSteps = steps.filter((step) => !step.ok).map((step) => step.name);
  if (guard) failedSteps.push('Tempo total');
  if (failedSteps.length > 0) lines.push('', `Etapas com falha: ${failedSteps.join(', ')}`);
  const passed = reports.reduce((sum, report) => sum + report.passed, 0);
  const failed = reports.reduce((sum, report) => sum + report.failed + report.skipped, 0);
  lines.push('', `Tests: ${passed} passed, ${failed} failed`);
  return { lines, isGreen: failedSteps.length === 0 && failed === 0 };
}
