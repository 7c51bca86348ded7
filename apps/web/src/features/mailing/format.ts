const ZONE = 'America/Sao_Paulo';

/** Dates of the mailing screens in São Paulo time ('23/11/2026, 18:00'), whatever the browser's zone. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: ZONE });
}

/**
 * A datetime-local value read as São Paulo time. Brazil has had no daylight saving since 2019, so the zone
 * is UTC−3 all year.
 */
export function saoPauloToIso(value: string): string | null {
  return value ? new Date(`${value}:00-03:00`).toISOString() : null;
}
