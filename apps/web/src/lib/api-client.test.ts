import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { ApiError, apiRequest, getErrorMessage } from './api-client';
import { ACCESS_TOKEN_KEY } from './auth-token';
import { onAutoLogout } from './session-events';

describe('apiRequest', () => {
  const reasons: string[] = [];
  let unsubscribe: () => void = () => {};

  beforeEach(() => {
    reasons.length = 0;
    unsubscribe = onAutoLogout((reason) => reasons.push(reason));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored-token');
  });
  afterEach(() => unsubscribe());

  it('sends the bearer token and a JSON body, and returns the JSON answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('turns an error answer into an ApiError with status, body and message', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, 404)),
    );

    const error = await apiRequest('/api/things/1').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: 'Recurso não encontrado.' });
    expect(getErrorMessage(error)).toBe('Recurso não encontrado.');
  });

  it("ends the session on a 401 with 'Credenciais invalidas'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401)),
    );

    await expect(apiRequest('/api/surveys')).rejects.toMatchObject({ status: 401 });

    expect(reasons).toEqual([AUTH_MESSAGES.invalidCredentials]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on a 401 of a retry or of the sign-in call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { password: 'Check your password' } }, 401)),
    );

    await expect(apiRequest('/api/surveys', { isRetry: true })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/api/auth/signin', { body: {} })).rejects.toBeInstanceOf(ApiError);

    expect(reasons).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('stored-token');
  });

  it('reports a network failure as status 0 with a Portuguese message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const error = await apiRequest('/api/things').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0 });
    expect(getErrorMessage(error)).toMatch(/servidor/);
  });
});
