/** The stored access token and a payload reader (no signature check: the server verifies). */
export const ACCESS_TOKEN_KEY = 'jwt_access_token';

export type TTokenPayload = { exp?: unknown; sub?: unknown } & Record<string, unknown>;
export type TTokenState = 'missing' | 'malformed' | 'expired' | 'valid';

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

type TTokenListener = (token: string | null) => void;
const tokenListeners = new Set<TTokenListener>();

/** Called after this tab stores or clears the token (the socket follows the signed-in user). */
export function onStoredTokenChange(listener: TTokenListener): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

function announceToken(token: string | null): void {
  for (const listener of tokenListeners) listener(token);
}

export function setStoredToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  announceToken(token);
}

export function clearStoredToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  announceToken(null);
}

export function decodeTokenPayload(token: string): TTokenPayload | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as TTokenPayload)
      : null;
  } catch {
    return null;
  }
}

export function getTokenState(token: string | null | undefined, nowMs = Date.now()): TTokenState {
  if (!token) return 'missing';
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number') return 'malformed';
  return payload.exp < nowMs / 1000 ? 'expired' : 'valid';
}

/** Spec point 5: valid only if present and exp (seconds) is not earlier than now. */
export function isTokenValid(token: string | null | undefined, nowMs = Date.now()): boolean {
  return getTokenState(token, nowMs) === 'valid';
}

/** An invitation session: a token scoped to one campaign, valid on the player only. */
export function isScopedSession(token = getStoredToken()): boolean {
  return token !== null && decodeTokenPayload(token)?.scope !== undefined;
}
