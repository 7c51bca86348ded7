import { GUEST_USER } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAuth, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { targetRoutes } from '../routes';

const OVERVIEW = [
  {
    campaign: { id: 'c1', name: 'Onda 1', status: 'fielding', surveyTitle: 'Cardio' },
    targets: [
      {
        id: 't1',
        campaignId: 'c1',
        name: 'Cardiologistas',
        condition: '',
        conditionText: '',
        conditionProblem: null,
        goal: 4,
        completes: 1,
        isFull: false,
      },
    ],
  },
];

describe('targets pages', () => {
  it('asks a guest without a share link to sign in, requesting no data', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(OVERVIEW));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(targetRoutes, '/apps/targets/all', buildAuth(GUEST_USER));
    expect(await screen.findByText(/use um link de compartilhamento/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps ?share= through the /apps/targets redirect and shows the progress', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(OVERVIEW));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(
      targetRoutes,
      '/apps/targets?share=token-compartilhado',
      buildAuth(GUEST_USER),
    );
    expect(await screen.findByText('1 de 4 (25%)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/targets/all');
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/targets?share=token-compartilhado'),
    );
  });
});
