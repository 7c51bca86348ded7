import { AUTH_MESSAGES } from '@pesquisemais/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { buildToken, buildUser, jsonResponse, TestProviders } from '@/testing/test-utils';
import { useAuth } from './auth-context';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

function WhoAmI() {
  const { user } = useAuth();
  return <p>papel: {user.role}</p>;
}

function renderProvider() {
  // The app's query client: a failed start-up check reaches its snackbar.
  return render(
    <TestProviders client={createQueryClient()}>
      <WhoAmI />
    </TestProviders>,
  );
}

describe('AuthProvider start-up', () => {
  it('stays guest without a stored token and calls nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(screen.getByText('papel: guest')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears an expired token and shows 'Sessao Expirada'", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(ACCESS_TOKEN_KEY, buildToken({ sub: 'u1', exp: 1000 }));

    renderProvider();

    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeTruthy();
    expect(screen.getByText('papel: guest')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in with a valid token, showing 'Carregando...' until the check ends, and keeps the renewed token", async () => {
    const token = buildToken({ sub: 'u1', exp: inOneHour() });
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);

    renderProvider();
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.queryByText(/papel:/)).toBeNull();
    // The check is a mutation: its call starts a tick after the first render.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/access-token');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ access_token: token });

    await act(async () =>
      answer(
        jsonResponse({
          user: buildUser({ role: 'staff' }),
          access_token: 'renewed',
          usermenu: [],
          settings: {},
        }),
      ),
    );

    expect(await screen.findByText('papel: staff')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('renewed');
  });

  it('clears a token the server rejects', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, buildToken({ sub: 'u1', exp: inOneHour() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Credenciais invalidas' } }, 401),
      ),
    );

    renderProvider();

    expect(await screen.findByText('papel: guest')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    // Spec: a token login failure is shown as a message.
    expect(await screen.findByText('Credenciais invalidas')).toBeTruthy();
  });

  it('keeps the token when the server is down, and says so', async () => {
    const token = buildToken({ sub: 'u1', exp: inOneHour() });
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Serviço indisponível.' } }, 503),
      ),
    );

    renderProvider();

    expect(await screen.findByText('Serviço indisponível.')).toBeTruthy();
    expect(screen.getByText('papel: guest')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
  });
});

describe('AuthProvider with no connection', () => {
  it('keeps working as the user the server last confirmed, only for that account', async () => {
    const interviewer = buildUser({ role: 'interview' });
    localStorage.setItem('pm_session_user', JSON.stringify(interviewer));
    localStorage.setItem(ACCESS_TOKEN_KEY, buildToken({ sub: interviewer.uuid, exp: inOneHour() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const first = renderProvider();
    expect(await screen.findByText('papel: interview')).toBeTruthy();
    first.unmount();

    // Another account's token on the same device never opens the remembered user.
    localStorage.setItem(ACCESS_TOKEN_KEY, buildToken({ sub: 'outra-conta', exp: inOneHour() }));
    renderProvider();
    expect(await screen.findByText('papel: guest')).toBeTruthy();
  });
});

describe('AuthProvider automatic logout', () => {
  it("returns to guest with 'Credenciais invalidas' when a call gets 401", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, buildToken({ sub: 'u1', exp: inOneHour() }));
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse({
        user: buildUser({ role: 'admin' }),
        access_token: 'renewed',
        usermenu: [],
        settings: {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('papel: admin')).toBeTruthy();

    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401),
    );
    await act(async () => {
      await apiRequest('/api/surveys').catch(() => undefined);
    });

    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.getByText('papel: guest')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
