import { describe, expect, it } from 'vitest';
import {
  formatSeconds,
  SUITE_LIMIT_SECONDS,
  slowestFiles,
  summaryLines,
  timeGuard,
} from './suite-summary.mjs';

const report = (passed, failed, files) => ({ passed, failed, skipped: 0, files });
const file = (name, seconds) => ({ file: name, project: 'server', seconds });

describe('the closing summary of npm test', () => {
  it('writes wall times in seconds, minutes or hours', () => {
    expect(formatSeconds(41.6)).toBe('42 s');
    expect(formatSeconds(187)).toBe('3 min 07 s');
    expect(formatSeconds(3720)).toBe('1 h 02 min');
  });

  it('lists the ten slowest files over every step, slowest first', () => {
    const many = Array.from({ length: 12 }, (_, i) => file(`f${i}.test.ts`, i));
    const slowest = slowestFiles([report(1, 0, many.slice(0, 6)), report(1, 0, many.slice(6))]);
    expect(slowest.map((entry) => entry.file)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `f${i}.test.ts`),
    );
  });

  it('fails a run past 30 minutes, and only then', () => {
    expect(SUITE_LIMIT_SECONDS).toBe(1800);
    expect(timeGuard(1800)).toBeNull();
    expect(timeGuard(1801)).toBe('o conjunto levou 30 min 01 s, acima do limite de 30 min 00 s');
  });

  it('a slow run: names the guard and the ten slowest files, fails, and still ends with the counts', () => {
    const files = Array.from({ length: 11 }, (_, i) => file(`lento-${i}.e2e.ts`, 100 + i));
    const { lines, isGreen } = summaryLines({
      steps: [{ name: 'Ponta a ponta (Chromium)', ok: true, seconds: 1900 }],
      reports: [report(40, 0, files)],
      totalSeconds: 1900,
      guard: timeGuard(1900),
    });
    expect(isGreen).toBe(false);
    const text = lines.join('\n');
    expect(text).toContain('Tempo: o conjunto levou 31 min 40 s, acima do limite de 30 min 00 s.');
    expect(text).toContain('lento-10.e2e.ts');
    expect(text).not.toContain('lento-0.e2e.ts');
    expect(text).toContain('Etapas com falha: Tempo total');
    expect(lines.at(-1)).toBe('Tests: 40 passed, 0 failed');
  });

  it('a run in time is green only when every step and every test passed; skipped tests count as failed', () => {
    const step = (ok) => ({ name: 'API', ok, seconds: 60 });
    const green = summaryLines({ steps: [step(true)], reports: [report(5, 0, [])], totalSeconds: 60 });
    expect(green.isGreen).toBe(true);
    expect(green.lines.at(-1)).toBe('Tests: 5 passed, 0 failed');
    expect(summaryLines({ steps: [step(false)], reports: [], totalSeconds: 60 }).isGreen).toBe(false);
    const skipped = summaryLines({
      steps: [step(true)],
      reports: [{ passed: 5, failed: 0, skipped: 2, files: [] }],
      totalSeconds: 60,
    });
    expect(skipped.isGreen).toBe(false);
    expect(skipped.lines.at(-1)).toBe('Tests: 5 passed, 2 failed');
  });
});
