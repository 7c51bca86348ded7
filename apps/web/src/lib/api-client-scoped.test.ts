import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildToken, jsonResponse } from '@/testing/test-utils';
import { apiRequest } from './api-client';
import { ACCESS_TOKEN_KEY } from './auth-token';
import { onAutoLogout } from './session-events';

const SCOPED = buildToken({ sub: 'r1', exp: 9_999_999_999, scope: { campaignId: 'c1', invitationId: 'i1' } });
const unauthorized = () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401);

describe('an invitation (scoped) session', () => {
  let reasons: string[] = [];
  let stop: () => void = () => {};
  beforeEach(() => {
    reasons = [];
    stop = onAutoLogout((reason) => reasons.push(reason));
    localStorage.setItem(ACCESS_TOKEN_KEY, SCOPED);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
  });
  afterEach(() => stop());

  it('survives a 401 from a call outside the player API (the shell)', async () => {
    await expect(apiRequest('/api/quick-panel/data')).rejects.toMatchObject({ status: 401 });
    expect(reasons).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(SCOPED);
  });

  it('ends on a 401 from the player API itself', async () => {
    await expect(apiRequest('/api/survey-player/surveys')).rejects.toMatchObject({ status: 401 });
    expect(reasons).toEqual([AUTH_MESSAGES.invalidCredentials]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
