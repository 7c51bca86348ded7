import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAuth, buildUser } from '@/testing/test-utils';
import { renderShell } from '../shell-test-utils';
import { NO_RESULTS, ToolbarSearch } from './toolbar-search';

describe('ToolbarSearch', { timeout: 40_000 }, () => {
  it('opens on click, suggests at most 10 pages and says No results.. when nothing matches', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'admin' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const input = screen.getByRole('combobox', { name: 'Buscar páginas' });

    await user.type(input, '  CARDED ');
    expect(screen.getAllByRole('option')).toHaveLength(10);

    await user.clear(input);
    await user.type(input, 'zzz nada');
    expect(screen.getByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows only the pages the role may see', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'staff' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'exemplo');
    const titles = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(titles.some((title) => title.includes('papel staff'))).toBe(true);
    expect(titles.some((title) => title.includes('papel admin'))).toBe(false);
    expect(titles.some((title) => title.includes('papel visitante'))).toBe(false);
  });

  it('closes on Escape and navigates to the chosen page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderShell(<ToolbarSearch />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'tipografia');
    const input = screen.getByRole('combobox', { name: 'Buscar páginas' });
    // The open list is the one the field controls (ARIA combobox).
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    // Closed from the keyboard, focus is back on the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar' })));

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'tipografia');
    await user.click(screen.getByRole('option', { name: /Tipografia/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/typography'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
