import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type TSessionUser } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import { useUpdateUser } from '@/lib/auth/use-update-user';
import { ShellSettingsProvider } from '@/shell/settings/shell-settings-provider';
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
      <ShellSettingsProvider routeLayers={[]}>
        <SettingsPage />
      </ShellSettingsProvider>
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

// The page loads many cards: on a busy machine a test takes longer than the default 5 s.
describe('SettingsPage', { timeout: 20_000 }, () => {
  it('opens /settings on the Conta tab (lazy route)', async () => {
    const { router } = renderRoutes(settingsRoutes, '/settings', buildAuth(buildUser({ role: 'staff' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/conta'));
    expect(await screen.findByLabelText('Nome de exibição', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('sends an unknown sub-page to /settings/conta', async () => {
    const { router } = renderSettings('/settings/qualquer-coisa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/conta'));
    expect(await screen.findByLabelText('Nome de exibição')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Conta', selected: true })).toBeTruthy();
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
    renderSettings('/settings/conta');

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

  it('lists the five sub-pages the issue names', async () => {
    renderSettings('/settings/conta');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Conta',
      'Notificações',
      'Aparência',
      'Privacidade',
      'Sessões',
    ]);
  });

  it('asks for an e-mail change with the current password', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => jsonResponse({ message: ACCOUNT_MESSAGES.emailChangeSent }));
    vi.stubGlobal('fetch', fetchMock);
    renderSettings('/settings/conta');
    const send = (await screen.findByRole('button', {
      name: 'Enviar link de confirmação',
    })) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Novo e-mail'), 'nova@exemplo.com.br');
    await user.type(screen.getAllByLabelText('Senha atual')[0] as HTMLElement, 'segredo-123');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeTruthy();
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/email-change');
    expect(JSON.parse(String(init.body))).toEqual({
      newEmail: 'nova@exemplo.com.br',
      currentPassword: 'segredo-123',
    });
  });

  it('follows the confirmation link of the e-mail once', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/confirm')
        ? jsonResponse({ message: ACCOUNT_MESSAGES.emailChanged, email: 'nova@exemplo.com.br' })
        : jsonResponse({ user: buildUser({ role: 'staff' }), message: AUTH_MESSAGES.userSaved }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderSettings(`/settings/conta?emailToken=${'t'.repeat(43)}`);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeTruthy();
    const confirms = fetchMock.mock.calls.filter(([url]) => String(url).includes('/confirm'));
    expect(confirms).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('saves push and e-mail choices per kind in the user settings', async () => {
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
    renderSettings('/settings/notificacoes');
    await user.click(await screen.findByLabelText('E-mail: Relatórios entregues'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const sent = JSON.parse(String(init?.body)).user.data.settings.notifications;
    expect(sent.email.reports).toBe(false);
    expect(sent.push.reports).toBe(true);
    expect(screen.getByLabelText('notificações')).toBeTruthy();
  });

  it('shows the theme and layout choices on Aparência, and the LGPD and session actions', async () => {
    renderSettings('/settings/aparencia');
    expect(await screen.findByLabelText('Tema principal')).toBeTruthy();
    renderSettings('/settings/privacidade');
    expect(await screen.findByRole('button', { name: 'Baixar em JSON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar em ZIP' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Excluir conta' }) as HTMLButtonElement).disabled).toBe(true);
    renderSettings('/settings/sessoes');
    expect(await screen.findByRole('button', { name: 'Sair de todos os dispositivos' })).toBeTruthy();
  });
});
