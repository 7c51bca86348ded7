import type { TCampaign } from '@pesquisemais/shared';

/** A fielding web campaign as the API returns it, for component tests. */
export function buildCampaign(overrides: Partial<TCampaign> = {}): TCampaign {
  return {
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
    ...overrides,
  };
}
