import { businessDay } from './business-time';
import type { TLiveCampaign } from './schemas/dashboards';

export type TLiveSummary = TLiveCampaign['summary'];
type TSummaryCounts = Pick<TLiveSummary, 'starts' | 'completes' | 'completesToday'>;
/** A dashboard counter as far as the summary reads it: 'starts', 'status', 'hour' (UTC YYYY-MM-DDTHH), 'dur'. */
type TCounter = { metric: string; k1: string; n: number };

/** Median of a histogram of [bucket lower bound, count] pairs; null when empty. */
export function histogramMedian(buckets: Iterable<readonly [number, number]>): number | null {
  const sorted = [...buckets].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen * 2 >= total) return bucket;
  }
  return null;
}

/** Median duration from the 'dur' counters (k1 = bucket lower bound in seconds). */
export function durationMedian(counters: readonly TCounter[]): number | null {
  return histogramMedian(counters.filter((c) => c.metric === 'dur').map((c) => [Number(c.k1), c.n] as const));
}

/** Starts, completes and completes of today (São Paulo day of `now`) in these counters or counter deltas. */
export function summaryCounts(counters: readonly TCounter[], now: Date): TSummaryCounts {
  const today = businessDay(now);
  const counts = { starts: 0, completes: 0, completesToday: 0 };
  for (const c of counters) {
    if (c.metric === 'starts') counts.starts += c.n;
    if (c.metric === 'status' && c.k1 === 'complete') counts.completes += c.n;
    if (c.metric === 'hour' && businessDay(`${c.k1}:00:00Z`) === today) counts.completesToday += c.n;
  }
  return counts;
}

/** Adds incidence (completes per start) and the median duration of `counters` to the counts. */
export function withRates(counts: TSummaryCounts, counters: readonly TCounter[]): TLiveSummary {
  return {
    ...counts,
    incidence: counts.starts > 0 ? counts.completes / counts.starts : null,
    medianDurationSeconds: durationMedian(counters),
  };
}

/**
 * The live dashboard's summary of a campaign's counters. The server computes it on load; the browser keeps
 * it current from the deltas it receives with the same functions, so both always agree.
 */
export function liveSummary(counters: readonly TCounter[], now = new Date()): TLiveSummary {
  return withRates(summaryCounts(counters, now), counters);
}
