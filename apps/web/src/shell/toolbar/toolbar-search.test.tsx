import type { TGlobalSearchResults } from '@pesquisemais/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse } from '@/testing/test-utils';
import { renderShell } from '../shell-test-utils';
import { NO_RESULTS, ToolbarSearch } from './toolbar-search';

const NOTHING: TGlobalSearchResults = { groups: [] };
const CARDIO: TGlobalSearchResults = {
  groups: [
    {
      kind: 'questionnaire',
      label: 'Questionários',
      hits: [
        {
          kind: 'questionnaire',
          id: 'q1',
          title: 'Percepção de tratamentos em cardiologia',
          excerpt: 'Cardiologia',
          url: '/apps/coleta/questionarios/q1',
        },
      ],
    },
    {
      kind: 'campaign',
      label: 'Campanhas',
      hits: [
        {
          kind: 'campaign',
          id: 'c1',
          title: 'Onda 1 — Cardiologia 2026',
          excerpt: 'Percepção de tratamentos em cardiologia',
          url: '/apps/coleta/campanhas/c1',
        },
      ],
    },
  ],
};

/** The server's answers by query; every request is recorded. */
function stubSearch(byQuery: Record<string, TGlobalSearchResults> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return jsonResponse(byQuery[url.searchParams.get('q') ?? ''] ?? NOTHING);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchUrls = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/global-search'));

beforeEach(() => {
  stubSearch();
});
afterEach(() => vi.unstubAllGlobals());

describe('ToolbarSearch', { timeout: 40_000 }, () => {
  it('opens on click, suggests at most 10 pages and says No results.. when nothing matches', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'admin' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const input = screen.getByRole('combobox', { name: 'Buscar páginas' });

    await user.type(input, '  CARDED ');
    expect(screen.getAllByRole('option')).toHaveLength(10);

    await user.clear(input);
    await user.type(input, 'zzz nada');
    // The records are asked for once typing pauses; then nothing found is said with the spec's text.
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows only the pages the role may see', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'staff' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'exemplo');
    const titles = screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(titles.some((title) => title.includes('papel staff'))).toBe(true);
    expect(titles.some((title) => title.includes('papel admin'))).toBe(false);
    expect(titles.some((title) => title.includes('papel visitante'))).toBe(false);
  });

  it('closes on Escape and navigates to the chosen page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderShell(<ToolbarSearch />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'tipografia');
    const input = screen.getByRole('combobox', { name: 'Buscar páginas' });
    // The open list is the one the field controls (ARIA combobox).
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    // Closed from the keyboard, focus is back on the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar' })));

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'tipografia');
    await user.click(screen.getByRole('option', { name: /Tipografia/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ui/typography'));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("lists the user's records the server finds, grouped by kind, and opens the chosen one", async () => {
    const fetchMock = stubSearch({ cardio: CARDIO });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'staff' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'cardio');

    const questionnaires = await screen.findByRole('group', { name: 'Questionários' });
    expect(within(questionnaires).getByRole('option').textContent).toContain(
      'Percepção de tratamentos em cardiologia',
    );
    expect(within(screen.getByRole('group', { name: 'Campanhas' })).getAllByRole('option')).toHaveLength(1);
    // One request for the whole word (typing pauses first), a few hits per kind.
    expect(searchUrls(fetchMock)).toEqual(['/api/global-search?q=cardio&limit=3']);

    // Arrow keys walk the options; Enter opens the active one.
    const input = screen.getByRole('combobox', { name: 'Buscar páginas' });
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Onda 1 — Cardiologia 2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/coleta/campanhas/c1'));
  });

  it('links to the full results page with the query', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderShell(<ToolbarSearch />, { auth: buildAuth(buildUser({ role: 'staff' })) });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'onda 1');
    await user.click(screen.getByRole('link', { name: 'Ver todos os resultados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/search'));
    expect(router.state.location.search).toBe('?q=onda%201');
  });

  it('asks the server nothing for a guest: a guest finds pages only', async () => {
    const fetchMock = stubSearch({ cardio: CARDIO });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderShell(<ToolbarSearch />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.type(screen.getByRole('combobox', { name: 'Buscar páginas' }), 'cardio');
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchUrls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Ver todos os resultados' })).toBeNull();
  });
});
