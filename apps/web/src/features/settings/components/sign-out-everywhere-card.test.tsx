import { SESSION_MESSAGES } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard() {
  const signOut = vi.fn();
  const page = (
    <>
      <ConfirmDialogHost />
      <SignOutEverywhereCard />
    </>
  );
  renderRoutes([{ path: '/settings/sessoes', element: page }], '/settings/sessoes', {
    ...buildAuth(buildUser({ role: 'staff' })),
    signOut,
  });
  return { signOut };
}

describe('Sair de todos os dispositivos', () => {
  it('after confirming, ends every session on the server and this one here', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({ message: SESSION_MESSAGES.signedOutEverywhere }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { signOut } = renderCard();

    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    expect(await screen.findByText('Sair de todos os dispositivos?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sair de todos' }));

    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signout-all');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(await screen.findByText(SESSION_MESSAGES.signedOutEverywhere)).toBeTruthy();
  });

  it('does nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { signOut } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('Sair de todos os dispositivos?')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });
});
