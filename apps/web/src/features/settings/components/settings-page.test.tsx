import { AUTH_MESSAGES, type TSessionUser } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import { useUpdateUser } from '@/lib/auth/use-update-user';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { settingsRoutes } from '../routes';
import { SettingsPage } from './settings-page';

/** A session whose updateUser is the real one (POST /api/auth/user/update through fetch). */
function LiveSession({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<TSessionUser>(() => buildUser({ role: 'staff' }));
  const updateUser = useUpdateUser(setUser);
  return <AuthContext.Provider value={{ ...buildAuth(user), updateUser }}>{children}</AuthContext.Provider>;
}

function renderSettings(path: string) {
  const page = (
    <LiveSession>
      <SettingsPage />
    </LiveSession>
  );
  return renderRoutes(
    [{ path: '/settings/:subPage', element: page }],
    path,
    buildAuth(buildUser({ role: 'staff' })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('opens /settings on the Perfil tab (lazy route)', async () => {
    const { router } = renderRoutes(settingsRoutes, '/settings', buildAuth(buildUser({ role: 'staff' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/perfil'));
    expect(await screen.findByLabelText('Nome de exibição')).toBeTruthy();
  });

  it('sends an unknown sub-page to /settings/perfil', async () => {
    const { router } = renderSettings('/settings/qualquer-coisa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/perfil'));
    expect(await screen.findByLabelText('Nome de exibição')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Perfil', selected: true })).toBeTruthy();
  });

  it('validates the display name and saves name and photo through the API', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { user: { data: TSessionUser['data'] } };
      const saved = buildUser({ role: 'staff' });
      return jsonResponse({
        user: { ...saved, data: { ...saved.data, ...body.user.data } },
        message: AUTH_MESSAGES.userSaved,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSettings('/settings/perfil');

    const name = (await screen.findByLabelText('Nome de exibição')) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(name.value).toBe('Maria staff');
    await user.clear(name);
    await user.type(name, 'Ana');
    expect(await screen.findByText('No mínimo 4 caracteres')).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.type(name, ' Lima');
    await user.type(screen.getByLabelText('URL da foto'), '/assets/ana.png');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    expect(await screen.findByText('User data saved with api')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/auth/user/update');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      user: { data: { displayName: 'Ana Lima', photoURL: '/assets/ana.png' } },
    });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(name.value).toBe('Ana Lima');
  });

  it('offers push for this browser; the test card only to admins', async () => {
    renderSettings('/settings/notificacoes');
    expect(await screen.findByRole('button', { name: 'Ativar notificações neste navegador' })).toBeTruthy();
    expect(screen.queryByText('Notificação de teste')).toBeNull();
  });

  it('shows the admin the test notification card', async () => {
    const admin = buildAuth(buildUser({ role: 'admin' }));
    renderRoutes(
      [{ path: '/settings/:subPage', element: <SettingsPage /> }],
      '/settings/notificacoes',
      admin,
    );
    expect(await screen.findByText('Notificação de teste')).toBeTruthy();
    expect(screen.getByLabelText('Buscar usuário por nome ou e-mail')).toBeTruthy();
  });
});
