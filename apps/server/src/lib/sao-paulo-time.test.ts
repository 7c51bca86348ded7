import { describe, expect, it } from 'vitest';
import { isoInSaoPaulo } from './sao-paulo-time';

describe('isoInSaoPaulo', () => {
  it('writes São Paulo wall time with its offset (ISO 8601), not UTC', () => {
    expect(isoInSaoPaulo(new Date('2026-11-23T12:15:00.456Z'))).toBe('2026-11-23T09:15:00-03:00');
    expect(isoInSaoPaulo('2026-01-01T02:30:05Z')).toBe('2025-12-31T23:30:05-03:00');
  });

  it('uses the offset of the instant (daylight time until 2019: -02:00)', () => {
    expect(isoInSaoPaulo('2018-01-15T12:00:00Z')).toBe('2018-01-15T10:00:00-02:00');
  });

  it('changes offset on the second daylight time starts, each side of the (cached) hour', () => {
    expect(isoInSaoPaulo('2018-11-04T02:59:59Z')).toBe('2018-11-03T23:59:59-03:00');
    expect(isoInSaoPaulo('2018-11-04T03:00:00Z')).toBe('2018-11-04T01:00:00-02:00');
    expect(isoInSaoPaulo('2018-11-04T02:00:00Z')).toBe('2018-11-03T23:00:00-03:00');
  });
});
