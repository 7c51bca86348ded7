import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
