import { REGISTRATION_MESSAGES } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { buildToken, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { RegisterConfirmPage } from './register-confirm-page';

const TOKEN = 'a'.repeat(43);

function renderConfirm(entry: string) {
  return renderRoutes(
    [
      {
        path: '/register/confirm',
        element: (
          <StrictMode>
            <RegisterConfirmPage />
          </StrictMode>
        ),
      },
      { path: '/apps/surveyplayer', element: <p>Lista de pesquisas</p> },
    ],
    entry,
  );
}

describe('RegisterConfirmPage', { timeout: 20_000 }, () => {
  it('sends the token once, signs the respondent in and opens its start page', async () => {
    const accessToken = buildToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const respondent = buildUser({ role: 'user', startpage: '/apps/surveyplayer' });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({
        user: respondent,
        access_token: accessToken,
        usermenu: respondent.usermenu,
        settings: {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderConfirm(`/register/confirm?token=${TOKEN}`);

    expect(await screen.findByText('Lista de pesquisas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/surveyplayer');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(accessToken);
    const confirms = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/register/confirm');
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(String(confirms[0]?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it("shows the server's refusal (a used link) with the way to the login", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNPROCESSABLE', message: REGISTRATION_MESSAGES.usedLink } }, 422),
      ),
    );
    renderConfirm(`/register/confirm?token=${TOKEN}`);
    expect(await screen.findByText(REGISTRATION_MESSAGES.usedLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('asks for the whole link when the token is missing, calling nothing', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    renderConfirm('/register/confirm');
    expect(await screen.findByText(/Link de confirmação incompleto/)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/register/confirm')).toBe(false),
    );
  });
});
