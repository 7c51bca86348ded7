/**
 * The research company works on São Paulo time: dashboards count days there, report names and dates use it.
 * São Paulo has kept UTC−3 all year since 2019 (no daylight saving), hence the fixed offset.
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
export const BUSINESS_UTC_OFFSET = '-03:00';

const DAY_MS = 86_400_000;
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of this instant in São Paulo: the key a day is counted under. */
export function businessDay(value: Date | string): string {
  return dayKeyFormat.format(new Date(value));
}

/** '2026-11-23' + '08:00:00' → '2026-11-23T08:00:00-03:00': a São Paulo wall-clock time as ISO with offset. */
export function businessIso(day: string, time = '00:00:00'): string {
  return `${day}T${time}${BUSINESS_UTC_OFFSET}`;
}

/** Start (inclusive) and end (exclusive) of a São Paulo day, as UTC ISO instants. */
export function businessDayBounds(day: string): { start: string; end: string } {
  const start = new Date(businessIso(day)).getTime();
  return { start: new Date(start).toISOString(), end: new Date(start + DAY_MS).toISOString() };
}
