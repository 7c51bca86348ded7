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

/** The zone's offset (minutes) during one UTC hour: zones change offset on whole hours, so it is cached per hour. */
const offsets = new Map<number, number>();

function offsetAt(seconds: number): number {
  const hourKey = Math.floor(seconds / 3600);
  const cached = offsets.get(hourKey);
  if (cached !== undefined) return cached;
  const date = new Date(seconds * 1000);
  const part = Object.fromEntries(wallClock.formatToParts(date).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (name) => Number(part[name]),
  ) as [number, number, number, number, number, number];
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - seconds * 1000) / 60_000);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(hourKey, offset);
  return offset;
}

/**
 * ISO 8601 in São Paulo with the offset of that instant, to the second: 2026-11-23T09:15:00-03:00.
 * The offset is worked out from the time-zone database, so older dates under daylight time get -02:00.
 */
export function isoInSaoPaulo(value: Date | string): string {
  const seconds = Math.floor(new Date(value).getTime() / 1000);
  const offset = offsetAt(seconds);
  const wall = new Date((seconds + offset * 60) * 1000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
