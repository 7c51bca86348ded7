import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, TestProviders } from '@/testing/test-utils';
import { ProfileTab } from './profile-tab';

describe('ProfileTab', { timeout: 20_000 }, () => {
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

  it("a chosen photo opens 'Recortar foto' first: drag with the keyboard, zoom, cancel uploads nothing", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    render(
      <TestProviders auth={buildAuth(buildUser({ role: 'user' }))} client={createQueryClient()}>
        <ProfileTab />
      </TestProviders>,
    );
    await user.upload(
      screen.getByLabelText('Foto do perfil'),
      new File(['x'], 'eu.png', { type: 'image/png' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recortar foto' });
    expect(dialog).toBeTruthy();
    const photo = screen.getByAltText('Foto escolhida') as HTMLImageElement;
    // jsdom decodes no image: the photo's own size is given, as a browser would after loading it.
    Object.defineProperty(photo, 'naturalWidth', { value: 800 });
    Object.defineProperty(photo, 'naturalHeight', { value: 400 });
    fireEvent.load(photo);
    // The centred square: the 800×400 photo drawn 560×280, shifted 140 px left.
    await waitFor(() => expect(photo.style.left).toBe('-140px'));
    expect(photo.style.width).toBe('560px');
    const area = screen.getByRole('application', { name: /Área de recorte/ });
    area.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(photo.style.left).toBe('-120px');
    await user.keyboard('{ArrowRight>30/}');
    // Never past the photo's right edge.
    expect(photo.style.left).toBe('-280px');
    expect((screen.getByRole('button', { name: 'Usar foto' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
