import { COOKIE_ACCEPTED_DAYS } from '@pesquisemais/shared';

export const COOKIE_ACCEPTED_NAME = 'cAccepted';

export function hasAcceptedCookies(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${COOKIE_ACCEPTED_NAME}=`));
}

/** ACEITAR: the cookie lives 365 days (spec point 9). */
export function acceptCookies(): void {
  const maxAge = COOKIE_ACCEPTED_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the spec's flag; the Cookie Store API is not everywhere.
  document.cookie = `${COOKIE_ACCEPTED_NAME}=true; max-age=${maxAge}; path=/; SameSite=Lax`;
}
