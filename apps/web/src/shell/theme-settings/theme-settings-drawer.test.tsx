import { DEFAULT_SHELL_SETTINGS } from '@pesquisemais/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/confirm-dialog/confirm-dialog-host';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser } from '@/testing/test-utils';
import { GUEST_SETTINGS_KEY } from '../settings/shell-settings-provider';
import { renderShell } from '../shell-test-utils';
import { ThemeSettingsDrawer } from './theme-settings-drawer';

afterEach(() => localStorage.clear());

describe('ThemeSettingsDrawer', { timeout: 40_000 }, () => {
  it("saves a change in the signed-in user's settings at once, keeping the other settings", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const admin = buildUser({ role: 'admin' });
    admin.data.settings = { quickPanel: { cloudSync: true } };
    const updateUser = vi.fn(async () => admin);
    renderShell(
      <>
        <ThemeSettingsDrawer />
        <ConfirmDialogHost />
      </>,
      { auth: { ...buildAuth(admin), updateUser }, ui: { isThemeSettingsOpen: true } },
    );

    const drawer = screen.getByRole('presentation');
    // pt-BR title (it was 'Theme Settings').
    expect(within(drawer).getByText('Configurações de tema')).toBeTruthy();
    await user.click(within(drawer).getByRole('radio', { name: 'layout2' }));
    expect(updateUser).toHaveBeenLastCalledWith({
      settings: {
        quickPanel: { cloudSync: true },
        layout: { ...DEFAULT_SHELL_SETTINGS.layout, style: 'layout2' },
        theme: DEFAULT_SHELL_SETTINGS.theme,
      },
    });
    expect((within(drawer).getByRole('radio', { name: 'layout2' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(drawer).getByRole('button', { name: 'Restaurar padrões' }));
    // Reset asks first, through the app's confirm dialog.
    expect(updateUser).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: 'Restaurar' }, { timeout: 10_000 }));
    expect(updateUser).toHaveBeenLastCalledWith({
      settings: { quickPanel: { cloudSync: true }, ...DEFAULT_SHELL_SETTINGS },
    });
  });

  it("keeps a guest's changes in localStorage only", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const updateUser = vi.fn();
    renderShell(<ThemeSettingsDrawer />, {
      auth: { ...buildAuth(), updateUser },
      ui: { isThemeSettingsOpen: true },
    });
    await user.click(screen.getByRole('radio', { name: 'Boxed' }));
    await waitFor(() => expect(localStorage.getItem(GUEST_SETTINGS_KEY)).toContain('"mode":"boxed"'));
    expect(updateUser).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a layout change once, in the snackbar", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const admin = buildUser({ role: 'admin' });
    const message = 'Não foi possível salvar o tema.';
    const updateUser = vi.fn(async () => {
      throw new ApiError(422, { error: { code: 'UNPROCESSABLE', message } }, message);
    });
    renderShell(<ThemeSettingsDrawer />, {
      auth: { ...buildAuth(admin), updateUser },
      ui: { isThemeSettingsOpen: true },
      client: createQueryClient(),
    });
    await user.click(within(screen.getByRole('presentation')).getByRole('radio', { name: 'layout2' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
