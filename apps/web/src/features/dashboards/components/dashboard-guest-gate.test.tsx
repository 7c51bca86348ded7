import { GUEST_USER } from '@pesquisemais/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRememberedRedirect } from '@/lib/auth/redirect-memory';
import { buildAuth, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { dashboardRoutes } from '../routes';

const LAZY = { timeout: 5000 };
const withLogin = [...dashboardRoutes, { path: '/login', element: <p>Tela de login</p> }];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('dashboards for a guest without a share link', () => {
  it.each([
    ['/apps/dashboards/livecampaigns', 'Campanhas ao vivo'],
    ['/apps/dashboards/painel2', 'Painel de acompanhamento'],
  ])('%s asks to sign in instead of loading forever, requesting no data', async (path, title) => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(withLogin, `${path}?range=today`, buildAuth(GUEST_USER));
    expect(
      await screen.findByText(/Entre na sua conta ou use um link de compartilhamento/, {}, LAZY),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // After signing in the guest comes back to the dashboard it was looking at.
    expect(getRememberedRedirect()).toBe(`${path}?range=today`);
  });
});
