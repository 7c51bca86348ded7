/** Dates as the dashboards count them: days in São Paulo time, hours as UTC ISO prefixes. */
export const DASH_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of this instant in São Paulo. */
export function spDay(value: Date | string): string {
  return dayFormat.format(new Date(value));
}

/** YYYY-MM-DDTHH (UTC) of this instant: the hourly bucket. */
export function utcHour(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 13);
}

/** Duration histogram bucket (lower bound, seconds): exact under 10 min, 10 s to 1 h, 1 min to 1 day. */
export function durationBucket(seconds: number): number {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 600) return s;
  if (s < 3600) return s - (s % 10);
  if (s < 86_400) return s - (s % 60);
  return s - (s % 3600);
}

/** Median of a histogram {bucket lower bound → count}; null when empty. */
export function histogramMedian(buckets: Map<number, number>): number | null {
  const sorted = [...buckets.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [bucket, n] of sorted) {
    seen += n;
    if (seen * 2 >= total) return bucket;
  }
  return null;
}
