import { nextCampaignStatuses, type TCampaign } from '@pesquisemais/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { CampaignOverview } from './campaign-overview';

const CAMPAIGN: TCampaign = {
  id: 'c1',
  surveyId: 's1',
  surveyTitle: 'Percepção',
  name: 'Onda 1',
  mode: 'web',
  status: 'closed',
  opensAt: null,
  closesAt: null,
  isOpen: false,
  statusMessage: 'Esta pesquisa foi encerrada. Obrigado pelo interesse.',
  shareToken: null,
  isOpenToPanel: false,
  oneResponsePerUser: true,
  counts: { partial: 0, complete: 0, screenedOut: 0, overQuota: 0 },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('CampaignOverview', () => {
  it('offers only the status changes the shared machine allows', () => {
    render(
      <TestProviders>
        <CampaignOverview campaign={CAMPAIGN} />
      </TestProviders>,
    );
    expect(nextCampaignStatuses('closed').map((next) => next.label)).toEqual(['Reabrir']);
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeTruthy();
    for (const label of ['Pausar', 'Encerrar', 'Retomar', 'Colocar em campo']) {
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    }
  });
});
