import { AUTH_MESSAGES, REGISTRATION_CONSENT_TEXT, REGISTRATION_MESSAGES } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { RegisterPage } from './register-page';

function renderRegister() {
  // The app's query client: its mutation cache puts the server's field errors on the form.
  renderRoutes(
    [{ path: '/register', element: <RegisterPage /> }],
    '/register',
    undefined,
    createQueryClient(),
  );
  return {
    name: screen.getByLabelText('Nome') as HTMLInputElement,
    email: screen.getByLabelText('E-mail') as HTMLInputElement,
    password: screen.getByLabelText('Senha') as HTMLInputElement,
    confirm: screen.getByLabelText('Confirmar senha') as HTMLInputElement,
    consent: screen.getByRole('checkbox', { name: /Quero participar das pesquisas/ }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Registrar' }) as HTMLButtonElement,
  };
}

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('shows the spec messages and enables Registrar only when the passwords match', async () => {
    const user = userEvent.setup();
    const { name, email, password, confirm, consent, submit } = renderRegister();
    expect(screen.getByRole('heading', { name: 'CRIE UMA CONTA' })).toBeTruthy();
    expect(screen.getByText('Já possui uma conta?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');

    await user.type(name, 'Ana');
    expect(await screen.findByText(AUTH_MESSAGES.registerMinLength)).toBeTruthy();
    await user.type(email, 'ana@');
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();

    await user.type(name, ' Lima');
    await user.type(email, 'exemplo.com');
    await user.type(password, 'segredo1');
    await user.type(confirm, 'segredo2');
    expect(await screen.findByText(AUTH_MESSAGES.passwordMismatch)).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);

    await user.clear(confirm);
    await user.type(confirm, 'segredo1');
    expect(screen.queryByText(AUTH_MESSAGES.passwordMismatch)).toBeNull();
    // The LGPD consent is required too, its exact text on the label and the privacy policy one click away.
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(REGISTRATION_CONSENT_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leia a Política de Privacidade' }).getAttribute('href')).toBe(
      '/policy/privacy',
    );
    await user.click(consent);
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it("shows the server's error on its field and keeps the guest signed out", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { email: AUTH_MESSAGES.emailInUse } }, 409)),
    );
    const { name, email, password, confirm, consent, submit } = renderRegister();

    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana@exemplo.com');
    await user.type(password, 'segredo1');
    await user.type(confirm, 'segredo1');
    await user.click(consent);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText(AUTH_MESSAGES.emailInUse)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows a refusal that names no field in the snackbar and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'RATE_LIMITED', message } }, 429)),
    );
    const { name, email, password, confirm, consent, submit } = renderRegister();

    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana@exemplo.com');
    await user.type(password, 'segredo1');
    await user.type(confirm, 'segredo1');
    await user.click(consent);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(email.value).toBe('ana@exemplo.com');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it("sends name, e-mail, password and the consent, stores no token and shows 'verifique seu e-mail'", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/register'
        ? jsonResponse({ user: null, access_token: null, message: REGISTRATION_MESSAGES.sent })
        : jsonResponse({ message: REGISTRATION_MESSAGES.resent }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { name, email, password, confirm, consent, submit } = renderRegister();

    await user.type(name, 'Ana Lima');
    await user.type(email, 'ana@exemplo.com');
    await user.type(password, 'segredo1');
    await user.type(confirm, 'segredo1');
    await user.click(consent);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    expect(await screen.findByText('Verifique seu e-mail')).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.sent)).toBeTruthy();
    expect(screen.getByText(/ana@exemplo\.com/)).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/register');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      displayName: 'Ana Lima',
      email: 'ana@exemplo.com',
      password: 'segredo1',
      consent: true,
    });

    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/register/resend');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ email: 'ana@exemplo.com' });
  });
});
