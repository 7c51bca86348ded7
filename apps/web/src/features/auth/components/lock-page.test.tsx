import { RECOVERY_MESSAGES } from '@pesquisemais/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  );

describe('lock page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wrong-password message on the field, then unlocks with the right password', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse({ error: { code: 'UNPROCESSABLE', message: RECOVERY_MESSAGES.wrongPassword } }, 422),
      )
      .mockResolvedValueOnce(jsonResponse({ message: 'Sessão desbloqueada.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderLock();
    expect(screen.getByText('Maria staff')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.wrongPassword)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/auth/lock');

    await user.type(screen.getByLabelText('Senha'), 'certa-123');
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(await screen.findByText('Início')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/unlock');
  });
});
