/** Hours as the dashboards count them: UTC ISO prefixes (days are São Paulo days, `businessDay` in shared). */
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
