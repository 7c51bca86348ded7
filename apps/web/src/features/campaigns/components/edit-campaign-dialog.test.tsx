import { CAMPAIGN_SETTING_LABELS } from '@pesquisemais/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, TestProviders } from '@/testing/test-utils';
import { buildCampaign } from '../testing/campaign-fixture';
import { EditCampaignDialog } from './edit-campaign-dialog';

const CAMPAIGN = buildCampaign();

describe('EditCampaignDialog', () => {
  it('opens a campaign to the public panel and allows more than one response per user', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ...CAMPAIGN, isOpenToPanel: true }));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    render(
      <TestProviders>
        <EditCampaignDialog campaign={CAMPAIGN} onClose={() => undefined} onSaved={onSaved} />
      </TestProviders>,
    );
    const panel = screen.getByRole('switch', { name: CAMPAIGN_SETTING_LABELS.isOpenToPanel });
    const once = screen.getByRole('switch', { name: CAMPAIGN_SETTING_LABELS.oneResponsePerUser });
    expect((panel as HTMLInputElement).checked).toBe(false);
    expect((once as HTMLInputElement).checked).toBe(true);
    await userEvent.click(panel);
    await userEvent.click(once);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ isOpenToPanel: true, oneResponsePerUser: false });
  });

  it("shows the server's field message in the dialog and a refusal without field in the snackbar", {
    timeout: 20_000,
  }, async () => {
    const fieldMessage = 'O nome já está em uso.';
    const conflict = 'A campanha está encerrada.';
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          { error: { code: 'VALIDATION', message: fieldMessage, fields: { name: fieldMessage } } },
          400,
        ),
      )
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'CONFLICT', message: conflict } }, 409));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    render(
      <TestProviders client={createQueryClient()}>
        <EditCampaignDialog campaign={CAMPAIGN} onClose={() => undefined} onSaved={onSaved} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(fieldMessage);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(screen.queryByText(fieldMessage)).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
