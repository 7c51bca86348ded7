import type { TGlobalSearchResults } from '@pesquisemais/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { searchRoutes } from '../routes';

const RESULTS: TGlobalSearchResults = {
  groups: [
    {
      kind: 'questionnaire',
      label: 'Questionários',
      hits: [
        {
          kind: 'questionnaire',
          id: 'q1',
          title: 'Percepção de campanhas médicas',
          excerpt: 'Cardiologia',
          url: '/apps/coleta/questionarios/q1',
        },
      ],
    },
    {
      kind: 'room',
      label: 'Salas',
      hits: [
        {
          kind: 'room',
          id: 'r1',
          title: 'Grupo focal de campanhas',
          excerpt: 'Grupo focal',
          url: '/apps/rooms/r1',
        },
      ],
    },
  ],
};

function stubSearch(byQuery: Record<string, TGlobalSearchResults>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
    return jsonResponse(byQuery[q] ?? { groups: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchResultsPage (/apps/search)', { timeout: 30_000 }, () => {
  it('lists the menu pages and the records of the query in the address, grouped by kind, each a link', async () => {
    const fetchMock = stubSearch({ campanhas: RESULTS });
    renderRoutes(searchRoutes, '/apps/search?q=campanhas', buildAuth(buildUser({ role: 'staff' })));
    const questionnaires = await screen.findByRole(
      'region',
      { name: 'Questionários (1)' },
      { timeout: 15_000 },
    );
    expect(
      within(questionnaires)
        .getByRole('link', { name: 'Percepção de campanhas médicas' })
        .getAttribute('href'),
    ).toBe('/apps/coleta/questionarios/q1');
    expect(within(screen.getByRole('region', { name: 'Salas (1)' })).getByText('Grupo focal')).toBeTruthy();
    // The pages of the menu that match, for this role, come first.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toMatch(/^Páginas \(\d+\)$/);
    expect(headings.slice(1)).toEqual(['Questionários (1)', 'Salas (1)']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/global-search?q=campanhas&limit=20');
  });

  it("says the spec's No results.. when nothing matches, and keeps the typed query in the address", async () => {
    stubSearch({});
    const user = userEvent.setup();
    const { router } = renderRoutes(searchRoutes, '/apps/search', buildAuth(buildUser({ role: 'staff' })));
    const field = await screen.findByRole(
      'searchbox',
      { name: 'Buscar páginas e registros' },
      { timeout: 15_000 },
    );
    await user.type(field, 'zzz nada');
    expect(await screen.findByText('No results..')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz+nada'));
  });
});
