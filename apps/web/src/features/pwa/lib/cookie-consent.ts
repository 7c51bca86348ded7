import { COOKIE_ACCEPTED_DAYS } from '@pesquisemais/shared';

export const COOKIE_ACCEPTED_NAME = 'cAccepted';

/** The value of cAccepted that records a refusal (any other value is the spec's acceptance). */
export const COOKIE_REFUSED_VALUE = 'false';

export type TCookieChoice = 'accepted' | 'refused' | null;

/** What the visitor chose in the notice, read from cAccepted; null while there is no choice (notice shown). */
export function cookieChoice(cookie: string = document.cookie): TCookieChoice {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_ACCEPTED_NAME}=`));
  if (entry === undefined) return null;
  return entry.slice(COOKIE_ACCEPTED_NAME.length + 1) === COOKIE_REFUSED_VALUE ? 'refused' : 'accepted';
}

/** The choice lives 365 days (spec point 9), a refusal as long as an acceptance (LGPD: as easy to refuse). */
function remember(value: string): void {
  const maxAge = COOKIE_ACCEPTED_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the spec's flag; the Cookie Store API is not everywhere.
  document.cookie = `${COOKIE_ACCEPTED_NAME}=${value}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** ACEITAR: cAccepted=true. */
export function acceptCookies(): void {
  remember('true');
}

/** Recusar: only what is necessary stays (session, this choice, the off-line worker). */
export function refuseCookies(): void {
  remember(COOKIE_REFUSED_VALUE);
}
