import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { buildToken, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { APP_ROUTES } from './routes';

const signInAnswer = (role: 'admin' | 'staff', startpage?: string) =>
  jsonResponse({ user: buildUser({ role, startpage }), access_token: 'tok', usermenu: [], settings: {} });

const USER_LIST = {
  items: [
    { uuid: 'u1', displayName: 'Zulmira Souza', email: 'z@x.com', role: 'staff', createdAt: '2026-01-01' },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

/** The server: auth calls answer with the given role, /api/users with a list or the given status. */
function stubServer(
  role: 'admin' | 'staff',
  { startpage, usersStatus = 200 }: { startpage?: string; usersStatus?: number } = {},
) {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/users')
      ? jsonResponse(
          usersStatus === 200 ? USER_LIST : { error: { code: 'UNAUTHENTICATED', message: 'x' } },
          usersStatus,
        )
      : signInAnswer(role, startpage),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signInThroughForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'admin@pesquisemais.com.br');
  await user.type(screen.getByLabelText('Senha'), 'segredo');
  const submit = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  await user.click(submit);
}

describe('app routes', { timeout: 40_000 }, () => {
  // The admin shell (navbar, toolbar, themes) is a lazy chunk and a large first render in jsdom:
  // load it once up front and give screens inside it more than the default second to appear.
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 15_000 });
    await import('./layouts/admin-shell');
  }, 30_000);

  it('redirects / to /home, a public page with the LOGIN link', async () => {
    const { router } = renderRoutes(APP_ROUTES, '/');
    expect(await screen.findByRole('link', { name: /LOGIN/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: /LOGIN/ }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('alpha')).toBeTruthy();
  });

  it('sends an unknown address to the 404 page', async () => {
    const { router } = renderRoutes(APP_ROUTES, '/nada/aqui');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/errors/error-404');
  });

  it('brings a guest back to the protected address after signing in through /login', async () => {
    stubServer('admin', { startpage: '/apps/dashboards/livecampaigns' });
    const { router } = renderRoutes(APP_ROUTES, '/auth/admin-role-example');

    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    // Guest-only screens show no toolbar.
    expect(screen.queryByRole('button', { name: /^Menu do usuário/ })).toBeNull();

    await signInThroughForm();

    expect(await screen.findByText('Página restrita a administradores')).toBeTruthy();
    expect(screen.getByText('Seu papel atual: admin')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/admin-role-example');
    expect(await screen.findByRole('button', { name: /^Menu do usuário/ })).toBeTruthy();
    expect(await screen.findByText('Zulmira Souza')).toBeTruthy();
  });

  it("ends the session with 'Credenciais invalidas' when the admin page's call answers 401", async () => {
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      buildToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    stubServer('admin', { usersStatus: 401 });
    const { router } = renderRoutes(APP_ROUTES, '/auth/admin-role-example');

    expect(await screen.findByText('Credenciais invalidas')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('opens /home after signing in when nothing is remembered and the user has no startpage', async () => {
    stubServer('staff');
    const { router } = renderRoutes(APP_ROUTES, '/login');

    await signInThroughForm();

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("signs out through the user menu's 'Sair'", async () => {
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      buildToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    stubServer('staff');
    const user = userEvent.setup();
    const { router } = renderRoutes(APP_ROUTES, '/auth/staff-role-example');

    expect(await screen.findByText('Seu papel atual: staff')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Menu do usuário/ }));
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' }).getAttribute('href')).toBe('/me');
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows a guest the single Login entry in the user menu', async () => {
    const user = userEvent.setup();
    renderRoutes(APP_ROUTES, '/auth/guest-role-example');

    expect(await screen.findByText('Seu papel atual: guest')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Menu do usuário/ }));

    const entries = screen.getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Login']);
    expect(entries[0]?.getAttribute('href')).toBe('/login');
  });

  it('opens the startpage of the first usermenu entry after signing in', async () => {
    stubServer('staff', { startpage: '/auth/staff-role-example' });
    const { router } = renderRoutes(APP_ROUTES, '/login');

    await signInThroughForm();

    expect(await screen.findByText('Página restrita à equipe')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/staff-role-example');
  });
});
