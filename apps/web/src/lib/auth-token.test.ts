import { describe, expect, it } from 'vitest';
import { buildToken } from '@/testing/test-utils';
import { decodeTokenPayload, getTokenState, isScopedSession, isTokenValid } from './auth-token';

const NOW_MS = 1_800_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('isTokenValid', () => {
  it('rejects a missing token', () => {
    expect(isTokenValid(null, NOW_MS)).toBe(false);
    expect(isTokenValid('', NOW_MS)).toBe(false);
  });

  it('rejects a token whose payload cannot be read or has no exp', () => {
    expect(isTokenValid('not-a-jwt', NOW_MS)).toBe(false);
    expect(isTokenValid('a.%%%.c', NOW_MS)).toBe(false);
    expect(isTokenValid(buildToken({ sub: 'u1' }), NOW_MS)).toBe(false);
    expect(getTokenState('a.%%%.c', NOW_MS)).toBe('malformed');
  });

  it('rejects a token that expired a second ago', () => {
    const token = buildToken({ sub: 'u1', exp: NOW_S - 1 });
    expect(isTokenValid(token, NOW_MS)).toBe(false);
    expect(getTokenState(token, NOW_MS)).toBe('expired');
  });

  it('accepts a token expiring now or later (exp not earlier than now)', () => {
    expect(isTokenValid(buildToken({ exp: NOW_S }), NOW_MS)).toBe(true);
    expect(isTokenValid(buildToken({ exp: NOW_S + 3600 }), NOW_MS)).toBe(true);
  });
});

describe('decodeTokenPayload', () => {
  it('reads base64url payloads with UTF-8 text', () => {
    const json = JSON.stringify({ sub: 'usuário-ç', exp: 1 });
    const bytes = new TextEncoder().encode(json);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeTokenPayload(`h.${base64url}.s`)).toEqual({ sub: 'usuário-ç', exp: 1 });
  });
});

describe('isScopedSession', () => {
  it('tells an invitation token from a normal one', () => {
    expect(isScopedSession(buildToken({ sub: 'r1', exp: NOW_S + 60, scope: { campaignId: 'c1' } }))).toBe(
      true,
    );
    expect(isScopedSession(buildToken({ sub: 'u1', exp: NOW_S + 60 }))).toBe(false);
    expect(isScopedSession(null)).toBe(false);
  });
});
