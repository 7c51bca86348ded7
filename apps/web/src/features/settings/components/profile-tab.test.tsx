import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, TestProviders } from '@/testing/test-utils';
import { ProfileTab } from './profile-tab';

describe('ProfileTab', () => {
  it("shows the server's refusal once, in the snackbar, and lets the user try again", async () => {
    const message = 'Não foi possível salvar o perfil.';
    const staff = buildUser({ role: 'staff' });
    const updateUser = vi.fn(async () => {
      throw new ApiError(422, { error: { code: 'UNPROCESSABLE', message } }, message);
    });
    render(
      <TestProviders auth={{ ...buildAuth(staff), updateUser }} client={createQueryClient()}>
        <ProfileTab />
      </TestProviders>,
    );
    const name = screen.getByLabelText('Nome de exibição');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(updateUser).toHaveBeenCalledWith({ displayName: 'Maria Souza', photoURL: staff.data.photoURL });
    expect(await screen.findByText(message)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((name as HTMLInputElement).value).toBe('Maria Souza');
  });
});
