import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken } from '@/lib/auth-token';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { PasswordCard } from './password-card';

afterEach(() => vi.unstubAllGlobals());

describe('PasswordCard', { timeout: 20_000 }, () => {
  it('sends the current and the new password once both new ones match, keeps the new token, clears the form', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ message: 'Senha alterada.', access_token: 'token-novo' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '*', element: <PasswordCard /> }], '/settings/sessoes', buildAuth(buildUser()));
    const submit = screen.getByRole('button', { name: 'Alterar senha' });
    await userEvent.type(screen.getByLabelText('Senha atual'), 'antiga-123');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
    expect(await screen.findByText('Senha fornecida não confere')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Confirmar nova senha'));
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await userEvent.click(submit);
    expect(await screen.findByText('Senha alterada.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'antiga-123',
      password: 'nova-senha-1',
    });
    expect((screen.getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
    // The change ended the old session: this tab goes on with the token the server answered.
    expect(getStoredToken()).toBe('token-novo');
  });
});
