import { RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { LockPage } from './lock-page';

const renderLock = () =>
  renderRoutes(
    [
      { path: '/pages/auth/lock', element: <LockPage /> },
      { path: '/home', element: <p>Início</p> },
    ],
    '/pages/auth/lock',
    buildAuth(buildUser({ role: 'staff' })),
    createQueryClient(),
  );

describe('lock page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wrong-password message on the field, then unlocks with the right password', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          {
            error: {
              code: 'UNPROCESSABLE',
              message: RECOVERY_MESSAGES.wrongPassword,
              fields: { password: RECOVERY_MESSAGES.wrongPassword },
            },
          },
          422,
        ),
      )
      .mockResolvedValueOnce(jsonResponse({ message: 'Sessão desbloqueada.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderLock();
    expect(screen.getByText('Maria staff')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe('/pages/auth/lock');

    await user.type(screen.getByLabelText('Senha'), 'certa-123');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Início')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/unlock');
  });

  it('shows a refusal that names no field (too many tries) in the snackbar', {
    timeout: 20_000,
  }, async () => {
    const message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'RATE_LIMITED', message } }, 429)),
    );
    const { router } = renderLock();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Senha'), 'qualquer');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('false');
    expect(router.state.location.pathname).toBe('/pages/auth/lock');
  });
});
