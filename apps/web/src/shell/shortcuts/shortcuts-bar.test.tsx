import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser } from '@/testing/test-utils';
import { renderShell } from '../shell-test-utils';
import { ShortcutsBar } from './shortcuts-bar';

describe('ShortcutsBar', { timeout: 40_000 }, () => {
  it('lists the saved shortcuts, searches pages in any case and saves a starred one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const staff = buildUser({ role: 'staff' });
    staff.data.shortcuts = ['icons', 'mail'];
    const updateUser = vi.fn(async () => staff);
    renderShell(<ShortcutsBar />, { auth: { ...buildAuth(staff), updateUser } });

    expect(screen.getByRole('link', { name: 'Atalho: Ícones' }).getAttribute('href')).toBe('/ui/icons');
    await user.click(screen.getByRole('button', { name: 'Gerenciar atalhos' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar atalhos' }), 'TIPOGRAFIA');
    await user.click(screen.getByRole('menuitem', { name: 'Adicionar "Tipografia" aos atalhos' }));
    expect(updateUser).toHaveBeenCalledWith({ shortcuts: ['icons', 'mail', 'typography'] });

    await user.clear(screen.getByRole('textbox', { name: 'Buscar atalhos' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar atalhos' }), 'nada disso');
    expect(screen.getByText('No results..')).toBeTruthy();
  });

  it("shows the server's refusal of a starred shortcut once, in the snackbar", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const staff = buildUser({ role: 'staff' });
    const message = 'Não foi possível salvar os atalhos.';
    const updateUser = vi.fn(async () => {
      throw new ApiError(422, { error: { code: 'UNPROCESSABLE', message } }, message);
    });
    renderShell(<ShortcutsBar />, { auth: { ...buildAuth(staff), updateUser }, client: createQueryClient() });
    await user.click(screen.getByRole('button', { name: 'Gerenciar atalhos' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar atalhos' }), 'tipografia');
    await user.click(screen.getByRole('menuitem', { name: 'Adicionar "Tipografia" aos atalhos' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
