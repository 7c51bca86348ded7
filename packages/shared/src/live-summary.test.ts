import { describe, expect, it } from 'vitest';
import { durationMedian, histogramMedian, liveSummary, summaryCounts, withRates } from './live-summary';

const c = (metric: string, k1: string, n: number) => ({ metric, k1, n });

describe('live summary', () => {
  it('takes the median bucket of a histogram, null when empty', () => {
    expect(
      histogramMedian([
        [100, 2],
        [400, 1],
        [500, 1],
      ]),
    ).toBe(100);
    expect(
      histogramMedian([
        [500, 1],
        [100, 1],
        [400, 1],
      ]),
    ).toBe(400);
    expect(histogramMedian(new Map([[30, 0]]))).toBeNull();
    expect(durationMedian([c('dur', '100', 2), c('dur', '400', 3), c('starts', '', 9)])).toBe(400);
    expect(durationMedian([c('dur', '30', 1), c('dur', '90', 3)])).toBe(90);
    expect(durationMedian([])).toBeNull();
  });

  it('counts starts, completes and the completes of the São Paulo day', () => {
    const now = new Date('2026-11-24T01:00:00Z'); // still the 23rd in São Paulo
    const counters = [
      c('starts', '', 4),
      c('status', 'complete', 2),
      c('status', 'partial', 1),
      c('hour', '2026-11-23T02', 1), // 22nd, 23:00 in São Paulo
      c('hour', '2026-11-23T03', 1), // 23rd, 00:00
      c('hour', '2026-11-24T00', 2), // 23rd, 21:00
    ];
    expect(summaryCounts(counters, now)).toEqual({ starts: 4, completes: 2, completesToday: 3 });
  });

  it('adds incidence and the median; no starts gives no incidence', () => {
    const summary = liveSummary([c('starts', '', 4), c('status', 'complete', 1), c('dur', '60', 1)]);
    expect(summary).toMatchObject({ incidence: 0.25, medianDurationSeconds: 60 });
    expect(withRates({ starts: 0, completes: 0, completesToday: 0 }, [])).toEqual({
      starts: 0,
      completes: 0,
      completesToday: 0,
      incidence: null,
      medianDurationSeconds: null,
    });
  });
});
