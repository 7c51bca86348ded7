import { CAMPAIGN_SETTING_LABELS, type TCampaign } from '@pesquisemais/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '@/testing/test-utils';
import { EditCampaignDialog } from './edit-campaign-dialog';

const CAMPAIGN: TCampaign = {
  id: 'c1',
  surveyId: 's1',
  surveyTitle: 'Percepção',
  name: 'Onda 1',
  mode: 'web',
  status: 'fielding',
  opensAt: null,
  closesAt: null,
  isOpen: true,
  statusMessage: 'Pesquisa aberta.',
  shareToken: 'token-de-compartilhamento',
  isOpenToPanel: false,
  oneResponsePerUser: true,
  counts: { partial: 0, complete: 0, screenedOut: 0, overQuota: 0 },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

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
});
