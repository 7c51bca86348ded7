import { BUSINESS_UTC_OFFSET, businessDay, businessIso } from '@pesquisemais/shared';

const OFFSET_MS = -3 * 3_600_000;

/** An instant as the value of a datetime-local (or date) input, read on São Paulo's clock (UTC−3). */
export function toSaoPauloInput(iso: string, isDateOnly: boolean): string {
  if (isDateOnly) return businessDay(iso);
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);
}

/** The value of a datetime-local (or date) input, on São Paulo's clock, as ISO text (null: not a date). */
export function fromSaoPauloInput(value: string): string | null {
  const text = value.length === 10 ? businessIso(value) : `${value}:00${BUSINESS_UTC_OFFSET}`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
