import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, businessDay, businessDayBounds, businessIso } from './business-time';

describe('business time (São Paulo)', () => {
  it('is São Paulo', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('keys an instant by its São Paulo day, not its UTC day', () => {
    expect(businessDay('2026-11-24T02:59:59Z')).toBe('2026-11-23');
    expect(businessDay(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('writes São Paulo wall-clock times as ISO with offset', () => {
    expect(businessIso('2026-01-05', '08:00:00')).toBe('2026-01-05T08:00:00-03:00');
    expect(new Date(businessIso('2026-01-05')).toISOString()).toBe('2026-01-05T03:00:00.000Z');
  });

  it('bounds a São Paulo day in UTC', () => {
    expect(businessDayBounds('2026-11-23')).toEqual({
      start: '2026-11-23T03:00:00.000Z',
      end: '2026-11-24T03:00:00.000Z',
    });
  });
});
