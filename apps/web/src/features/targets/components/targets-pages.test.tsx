import { GUEST_USER } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestedUrls, typeTableFilter } from '@/testing/filter-bar';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
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
    // The first test pays the lazy route's cold load (transform) on a busy machine.
    expect(await screen.findByText(/use um link de compartilhamento/, {}, { timeout: 5000 })).toBeTruthy();
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

  it('sends the filter bar to /api/targets and says when no campaign matches', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      jsonResponse(String(input).includes('filterValue') ? [] : OVERVIEW),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(targetRoutes, '/apps/targets/all', buildAuth(buildUser({ role: 'staff' })));
    expect(await screen.findByText('1 de 4 (25%)')).toBeTruthy();
    await typeTableFilter(document.body, { column: 'Questionário', operator: 'Começa com', value: 'onco' });
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/targets').at(-1)).toBe(
        '/api/targets?filterField=survey&filterOp=starts-with&filterValue=onco',
      ),
    );
    expect(await screen.findByText('No results..')).toBeTruthy();
    expect(screen.queryByText('Nenhuma campanha visível para você.')).toBeNull();
  });

  it('offers no filter on a shared link (it shows one campaign)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(OVERVIEW)),
    );
    renderRoutes(targetRoutes, '/apps/targets/all?share=token-compartilhado', buildAuth(GUEST_USER));
    expect(await screen.findByText('1 de 4 (25%)')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Filtrar')).toBeNull();
  });
});
