import { RESUME_TOKEN_HEADER } from '@pesquisemais/shared';

const KEY_PREFIX = 'pm_resume_';

/**
 * The resume token of the response this browser answers in a campaign. Sent with the player's calls, it
 * makes the same browser resume its response, or see its end page, instead of starting another one.
 */
export function resumeHeaders(campaignId: string): Record<string, string> {
  const token = localStorage.getItem(`${KEY_PREFIX}${campaignId}`);
  return token ? { [RESUME_TOKEN_HEADER]: token } : {};
}

/** A finished response comes back with no token: the one kept keeps pointing at it. */
export function keepResumeToken(campaignId: string, token: string): void {
  if (token) localStorage.setItem(`${KEY_PREFIX}${campaignId}`, token);
}

/** 'Responder novamente': the next start makes a new response. */
export function forgetResumeToken(campaignId: string): void {
  localStorage.removeItem(`${KEY_PREFIX}${campaignId}`);
}
