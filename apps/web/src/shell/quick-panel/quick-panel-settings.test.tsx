import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, TestProviders } from '@/testing/test-utils';
import { QuickPanelSettings } from './quick-panel-settings';

const MESSAGE = 'Não foi possível salvar as configurações.';

describe('QuickPanelSettings', () => {
  it("saves a switch through the session and shows the server's refusal once, in the snackbar", async () => {
    const auth = buildAuth(buildUser({ role: 'staff' }));
    const updateUser = vi.fn(async () => {
      throw new ApiError(422, { error: { code: 'UNPROCESSABLE', message: MESSAGE } }, MESSAGE);
    });
    render(
      <TestProviders auth={{ ...auth, updateUser }} client={createQueryClient()}>
        <QuickPanelSettings />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Cloud Sync' }));
    expect(updateUser).toHaveBeenCalledWith({
      settings: expect.objectContaining({ quickPanel: expect.objectContaining({ cloudSync: true }) }),
    });
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    // Give a second (hand-written) report the chance to appear: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
  });
});
