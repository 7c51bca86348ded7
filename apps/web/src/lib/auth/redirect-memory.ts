/**
 * The address to open after signing in. Kept in sessionStorage so it survives the
 * round-trip through /login (and a reload), but not a new browser session.
 */
export const REDIRECT_KEY = 'pm_redirect_url';

export function rememberRedirect(url: string): void {
  sessionStorage.setItem(REDIRECT_KEY, url);
}

export function getRememberedRedirect(): string | null {
  return sessionStorage.getItem(REDIRECT_KEY);
}

export function clearRememberedRedirect(): void {
  sessionStorage.removeItem(REDIRECT_KEY);
}
