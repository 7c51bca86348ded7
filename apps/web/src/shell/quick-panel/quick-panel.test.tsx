import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse } from '@/testing/test-utils';
import { renderShell } from '../shell-test-utils';
import { QuickPanel } from './quick-panel';

afterEach(() => vi.unstubAllGlobals());

const DATA = {
  events: [{ id: 'e1', title: 'Grupo focal online', detail: 'Sala de webinar, 14:30' }],
  notes: [{ id: 'n1', title: 'Revisar cotas', detail: 'Especialidade e região' }],
};

describe('QuickPanel', { timeout: 40_000 }, () => {
  it("shows today's date in pt-BR and the user's events and notes", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(DATA));
    vi.stubGlobal('fetch', fetchMock);
    renderShell(<QuickPanel now={new Date(2026, 10, 22)} />, {
      auth: buildAuth(buildUser({ role: 'staff' })),
      ui: { isQuickPanelOpen: true },
    });
    expect(screen.getByText('domingo')).toBeTruthy();
    expect(screen.getByText('22 de novembro')).toBeTruthy();
    expect(await screen.findByText('Grupo focal online')).toBeTruthy();
    expect(screen.getByText('Revisar cotas')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Eventos' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Notas' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/quick-panel/data', expect.anything());
    // Each entry opens the app it comes from.
    expect(screen.getByRole('link', { name: /Grupo focal online/ }).getAttribute('href')).toBe(
      '/apps/calendar',
    );
    expect(screen.getByRole('link', { name: /Revisar cotas/ }).getAttribute('href')).toBe('/apps/notes');
  });

  it('saves a switch in the user settings, notificações on by default', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(DATA)),
    );
    const staff = buildUser({ role: 'staff' });
    const updateUser = vi.fn(async () => staff);
    renderShell(<QuickPanel />, {
      auth: { ...buildAuth(staff), updateUser },
      ui: { isQuickPanelOpen: true },
    });
    const notifications = screen.getByRole('switch', { name: 'notificações' }) as HTMLInputElement;
    expect(notifications.checked).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Cloud Sync' }));
    expect(updateUser).toHaveBeenCalledWith({
      settings: { quickPanel: { notifications: true, cloudSync: true, realTime: false } },
    });
  });

  it('asks a guest to sign in and calls nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderShell(<QuickPanel />, { ui: { isQuickPanelOpen: true } });
    expect(screen.getByText('Entre para ver seus eventos e notas.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
