import { BUSINESS_TIME_ZONE } from '@pesquisemais/shared';

// The product's clock for people: exported timestamps are São Paulo wall time with its offset.

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ISO 8601 in São Paulo with the offset of that instant, to the second: 2026-11-23T09:15:00-03:00.
 * The offset is worked out from the time-zone database, so older dates under daylight time get -02:00.
 */
export function isoInSaoPaulo(value: Date | string): string {
  const date = new Date(value);
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (name) => Number(part[name]),
  ) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
