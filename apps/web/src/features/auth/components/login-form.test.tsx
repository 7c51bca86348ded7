import { AUTH_MESSAGES, ERROR_MESSAGES, REGISTRATION_MESSAGES, SESSION_MESSAGES } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getRememberedRedirect } from '@/lib/auth/redirect-memory';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { LoginPage } from './login-page';

function renderLogin() {
  // The app's query client: its mutation cache reports the errors (fields, form message, snackbar).
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login', undefined, createQueryClient());
  return {
    email: screen.getByLabelText('E-mail') as HTMLInputElement,
    password: screen.getByLabelText('Senha') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement,
  };
}

describe('LoginForm', { timeout: 20_000 }, () => {
  it('shows the length message under a short field and enables Entrar only when valid', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.type(email, 'ab');
    expect(await screen.findByText(AUTH_MESSAGES.loginMinLength)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);

    await user.type(email, 'cd@x.com');
    await user.type(password, 'abc');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('false'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);

    await user.type(password, 'd');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText(AUTH_MESSAGES.loginMinLength)).toBeNull();
  });

  it("shows the server's error, resets the form and enables it again", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { password: AUTH_MESSAGES.wrongPassword } }, 401)),
    );
    const { email, password, submit } = renderLogin();

    await user.type(email, 'admin@pesquisemais.com.br');
    await user.type(password, 'errada');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect((await screen.findAllByText(AUTH_MESSAGES.wrongPassword)).length).toBeGreaterThan(0);
    expect(email.value).toBe('');
    expect(password.value).toBe('');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(email.disabled).toBe(false);
    expect(submit.disabled).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows the rate-limit message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'RATE_LIMITED', message } }, 429)),
    );
    const { email, password, submit } = renderLogin();

    await user.type(email, 'admin@pesquisemais.com.br');
    await user.type(password, 'qualquer');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(email.value).toBe('admin@pesquisemais.com.br');
  });

  it('signs in, greets twice and remembers the startpage of the first usermenu entry', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({
        user: buildUser({ role: 'staff', startpage: '/apps/dashboards/livecampaigns' }),
        access_token: 'new-token',
        usermenu: [],
        settings: {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { email, password, submit } = renderLogin();

    await user.type(email, ' staff@pesquisemais.com.br');
    await user.type(password, 'segredo');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText(AUTH_MESSAGES.welcomeBack)).toBeTruthy();
    expect(await screen.findByText(AUTH_MESSAGES.welcome)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signin');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'staff@pesquisemais.com.br',
      password: 'segredo',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-token');
    expect(getRememberedRedirect()).toBe('/apps/dashboards/livecampaigns');
  });
});

describe('LoginForm on a locked account', { timeout: 20_000 }, () => {
  it('shows in the form the message that the owner got a link to enter at once', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'ACCOUNT_LOCKED', message: ERROR_MESSAGES.ACCOUNT_LOCKED } }, 429),
      ),
    );
    const { email, password, submit } = renderLogin();
    await user.type(email, 'admin@pesquisemais.com.br');
    await user.type(password, 'qualquer');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERROR_MESSAGES.ACCOUNT_LOCKED);
    expect(alert.textContent).toMatch(/enviamos um e-mail com um link para você entrar agora mesmo/);
    expect(email.value).toBe('admin@pesquisemais.com.br');
  });

  it("says an unconfirmed account must confirm its e-mail and offers 'Reenviar e-mail de confirmação'", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/signin'
        ? jsonResponse(
            { error: { code: 'EMAIL_NOT_CONFIRMED', message: ERROR_MESSAGES.EMAIL_NOT_CONFIRMED } },
            403,
          )
        : jsonResponse({ message: REGISTRATION_MESSAGES.resent }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { email, password, submit } = renderLogin();
    await user.type(email, 'nova@exemplo.com.br');
    await user.type(password, 'segredo1');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERROR_MESSAGES.EMAIL_NOT_CONFIRMED);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.resent)).toBeTruthy();
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register/resend');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'nova@exemplo.com.br' });
  });

  it("sends the unlock link's token with the sign-in and says what the link is for", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ user: buildUser({ role: 'staff' }), access_token: 't', usermenu: [], settings: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const token = 'u'.repeat(43);
    renderRoutes([{ path: '/login', element: <LoginPage /> }], `/login?unlock=${token}`);
    expect(screen.getByText(SESSION_MESSAGES.unlockLinkHint)).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'staff@pesquisemais.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    const submit = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'staff@pesquisemais.com.br',
      password: 'segredo',
      unlockToken: token,
    });
  });
});
