import { AREA_ACCESS, RESPONDENT_MESSAGES } from '@pesquisemais/shared';
import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/app/route-guard';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { buildToken, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { readInvitationToken } from './invitation-link';

const TOKEN = 'convite-secreto-0123456789abcdef';
const PLAYER_URL = `/apps/surveyplayer/s1?campaign=c1&t=${TOKEN}`;

const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    handle: { auth: null },
    children: [
      { path: '/login', element: <p>Tela de login</p>, handle: { auth: AREA_ACCESS.onlyGuest } },
      { path: '/apps/surveyplayer/:surveyId', element: <p>Player</p>, handle: { auth: AREA_ACCESS.player } },
    ],
  },
];

describe('invitation links', () => {
  it('reads `t` only on player addresses', () => {
    expect(readInvitationToken({ pathname: '/apps/surveyplayer/s1', search: `?t=${TOKEN}` })).toBe(TOKEN);
    expect(readInvitationToken({ pathname: '/apps/targets/all', search: `?t=${TOKEN}` })).toBeNull();
    expect(readInvitationToken({ pathname: '/apps/surveyplayer/s1', search: '?t=curto' })).toBeNull();
  });

  it('exchanges the token before the guard decides, so the invited guest plays instead of going to /login', async () => {
    const accessToken = buildToken({ sub: 'r1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        access_token: accessToken,
        user: buildUser({ role: 'user' }),
        campaignId: 'c1',
        surveyId: 's1',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // A previous invitation session (reload): its scoped token is not sent to the exchange.
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      buildToken({ sub: 'r0', exp: 9_999_999_999, scope: { campaignId: 'c0' } }),
    );
    window.history.pushState({}, '', PLAYER_URL);

    const { router } = renderRoutes(ROUTES, PLAYER_URL);

    expect(await screen.findByText('Player')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/surveyplayer/s1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/survey-player/invitations/exchange');
    expect(init.body).toBe(JSON.stringify({ token: TOKEN }));
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(accessToken);
  });

  it('sends the guest to /login when the invitation is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'NOT_FOUND', message: 'Convite inválido ou expirado.' } }, 404),
      ),
    );
    window.history.pushState({}, '', PLAYER_URL);
    const { router } = renderRoutes(ROUTES, PLAYER_URL);
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("tells the guest why a refused link (the server's 401) does not open the player", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { error: { code: 'UNAUTHENTICATED', message: RESPONDENT_MESSAGES.invalidInvitation } },
          401,
        ),
      ),
    );
    window.history.pushState({}, '', PLAYER_URL);
    renderRoutes(ROUTES, PLAYER_URL, undefined, createQueryClient());
    expect(await screen.findByText(RESPONDENT_MESSAGES.invalidInvitation)).toBeTruthy();
    expect(await screen.findByText('Tela de login')).toBeTruthy();
  });
});
