import { ZExchangeTokenResult } from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';
import { clearStoredToken, decodeTokenPayload, getStoredToken } from '@/lib/auth-token';

/** Invitation links open the player: /apps/surveyplayer/<surveyId>?campaign=<id>&t=<token>. */
const PLAYER_PATH = '/apps/surveyplayer/';
const MIN_TOKEN_LENGTH = 16;

/** The invitation token of a player address, or null (any other address, or no `t`). */
export function readInvitationToken({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): string | null {
  if (!pathname.startsWith(PLAYER_PATH)) return null;
  const token = new URLSearchParams(search).get('t')?.trim() ?? '';
  return token.length >= MIN_TOKEN_LENGTH ? token : null;
}

/**
 * POST /api/survey-player/invitations/exchange: the token becomes a session of role user valid only on that
 * survey's player. Done before the route guard decides, so the invited guest is never sent to /login.
 * The link stays in the address: the exchange may be repeated (reload, another device).
 */
export function postInvitationExchange(token: string) {
  // A previous invitation session would be refused by this route (scoped tokens work on the player only).
  const stored = getStoredToken();
  if (stored && decodeTokenPayload(stored)?.scope !== undefined) clearStoredToken();
  return apiRequest('/api/survey-player/invitations/exchange', {
    method: 'POST',
    body: { token },
    schema: ZExchangeTokenResult,
  });
}
