import { RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { ResetPasswordPage1 } from './reset-password-page';

const TOKEN = 'a'.repeat(43);

function renderAt(entry: string) {
  return renderRoutes(
    [{ path: '/pages/auth/reset-password', element: <ResetPasswordPage1 /> }],
    entry,
    buildAuth(),
    createQueryClient(),
  );
}

async function submitNewPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha');
  const submit = screen.getByRole('button', { name: 'Salvar nova senha' });
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  await user.click(submit);
}

describe('reset password page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says clearly that a used link cannot be used again, with a way to ask for a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'UNPROCESSABLE', message: RECOVERY_MESSAGES.usedLink } }, 422),
      ),
    );
    renderAt(`/pages/auth/reset-password?token=${TOKEN}`);
    expect(await screen.findByText(RECOVERY_MESSAGES.usedLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/pages/auth/forgot-password',
    );
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('asks for a token when the address has none', async () => {
    renderAt('/pages/auth/reset-password');
    expect(await screen.findByText(/Link de redefinição inválido/)).toBeTruthy();
  });

  it('sends the token and the new password once both fields match', { timeout: 20_000 }, async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse({ message: url.endsWith('/check') ? 'ok' : RECOVERY_MESSAGES.resetDone }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(`/pages/auth/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
    expect(await screen.findByText('Senha fornecida não confere')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Salvar nova senha' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    expect(await screen.findByText(RECOVERY_MESSAGES.resetDone)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'nova-senha' });
  });

  it('says on the page, not in a passing snackbar, that the link was used meanwhile', {
    timeout: 20_000,
  }, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/check')
          ? jsonResponse({ message: 'ok' })
          : jsonResponse({ error: { code: 'UNPROCESSABLE', message: RECOVERY_MESSAGES.usedLink } }, 422),
      ),
    );
    renderAt(`/pages/auth/reset-password?token=${TOKEN}`);
    await submitNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(RECOVERY_MESSAGES.usedLink);
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
  });

  it('leaves the form in place and shows a refusal that names no link problem in the snackbar', {
    timeout: 20_000,
  }, async () => {
    const message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/check')
          ? jsonResponse({ message: 'ok' })
          : jsonResponse({ error: { code: 'RATE_LIMITED', message } }, 429),
      ),
    );
    renderAt(`/pages/auth/reset-password?token=${TOKEN}`);
    await submitNewPassword();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Nova senha')).toBeTruthy();
  });
});
