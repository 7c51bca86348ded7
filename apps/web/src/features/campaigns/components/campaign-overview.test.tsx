import { nextCampaignStatuses } from '@pesquisemais/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { buildCampaign } from '../testing/campaign-fixture';
import { CampaignOverview } from './campaign-overview';

const CAMPAIGN = buildCampaign({
  status: 'closed',
  isOpen: false,
  statusMessage: 'Esta pesquisa foi encerrada. Obrigado pelo interesse.',
  shareToken: null,
});

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
