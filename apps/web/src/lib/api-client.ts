import { AUTH_MESSAGES, ZApiError } from '@pesquisemais/shared';
import type { z } from 'zod';
import { clearStoredToken, decodeTokenPayload, getStoredToken } from './auth-token';
import { i18n } from './i18n/i18n';
import { emitAutoLogout } from './session-events';

/** Calls whose 401 means "wrong credentials" (or a refused invitation link), not "session ended". */
const SESSION_FREE_PATHS = [
  '/api/auth/signin',
  '/api/auth/register',
  '/api/auth/register/confirm',
  '/api/auth/access-token',
  // Signing out of a session that already ended answers 401: the sign-out goes on.
  '/api/auth/signout',
  '/api/survey-player/invitations/exchange',
];

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** A call that checks credentials (sign-in, register, stored token): its 401 is the answer, not a logout. */
  readonly isCredentialCheck: boolean;

  constructor(status: number, body: unknown, message: string, isCredentialCheck = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.isCredentialCheck = isCredentialCheck;
  }
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TRequestOptions<T> = {
  method?: THttpMethod;
  body?: unknown;
  /** A retried request does not end the session on 401. */
  isRetry?: boolean;
  signal?: AbortSignal;
  /** Checks the response; without it the caller trusts the server's shape. */
  schema?: z.ZodType<T>;
  /** Extra request headers (e.g. the player's resume token). */
  headers?: Record<string, string>;
  /** Raw bytes sent as application/octet-stream (file uploads) instead of a JSON `body`. */
  rawBody?: Blob;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isSessionFree(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return SESSION_FREE_PATHS.includes(pathname);
}

/**
 * An invitation (scoped) session is valid on the player's API only: a 401 from any other call (the shell's)
 * is expected and must not end the respondent's session.
 */
function isScopedElsewhere(token: string | null, path: string): boolean {
  return (
    token !== null &&
    decodeTokenPayload(token)?.scope !== undefined &&
    !path.startsWith('/api/survey-player/')
  );
}

export async function apiRequest<T = unknown>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers.set('Content-Type', options.rawBody ? 'application/octet-stream' : 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: options.rawBody ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, i18n.t('errors.network'));
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (
      response.status === 401 &&
      !options.isRetry &&
      !isSessionFree(path) &&
      !isScopedElsewhere(token, path)
    ) {
      clearStoredToken();
      emitAutoLogout(AUTH_MESSAGES.invalidCredentials);
    }
    const parsed = ZApiError.safeParse(data);
    throw new ApiError(
      response.status,
      data,
      parsed.success ? parsed.data.error.message : response.statusText,
      isSessionFree(path),
    );
  }
  if (!options.schema) return data as T;
  const checked = options.schema.safeParse(data);
  if (!checked.success) {
    console.error('Resposta fora do contrato', path, checked.error);
    throw new ApiError(response.status, data, i18n.t('errors.invalidResponse'));
  }
  return checked.data;
}

/** The Portuguese message to show for any error thrown by a call. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const parsed = ZApiError.safeParse(error.body);
    if (parsed.success) return parsed.data.error.message;
    if (error.status === 0) return error.message;
  }
  return i18n.t('errors.unexpected');
}

/** The bytes of an authorized download (an <img> cannot send the bearer header): for object URLs. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getStoredToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new ApiError(response.status, null, response.statusText);
  return response.blob();
}
