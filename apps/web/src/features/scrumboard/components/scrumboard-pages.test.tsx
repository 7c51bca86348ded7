import type { TDoc, TDocSummary } from '@pesquisemais/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { scrumboardRoutes } from '../routes';

const LAZY = { timeout: 5000 };
const BOARD_ID = '00000000-0000-4000-8000-00000000000b';
const LIST_ID = '00000000-0000-4000-8000-00000000000c';
const CARD_ID = '00000000-0000-4000-8000-00000000000d';
const SUMMARY: TDocSummary = {
  id: BOARD_ID,
  name: 'Sprint do painel 2026',
  uri: 'sprint-do-painel-2026',
  tags: [],
  categories: [],
  settings: { color: '#7b1fa2', subscribed: false, cardCoverImages: true },
  cardCount: 1,
  updatedAt: '2026-11-20T12:00:00.000Z',
  deletedAt: null,
  surveyId: null,
  canEdit: true,
};
const { cardCount: _count, ...rest } = SUMMARY;
const BOARD: TDoc = {
  ...rest,
  url: `/apps/scrumboard/boards/${BOARD_ID}/sprint-do-painel-2026`,
  lists: [{ id: LIST_ID, name: 'A fazer', idCards: [CARD_ID] }],
  cards: [
    {
      id: CARD_ID,
      name: 'Definir a amostra',
      description: '',
      idAttachmentCover: null,
      idMembers: [],
      idLabels: ['pesquisa'],
      attachments: [],
      checklists: [{ id: 'c1', name: 'Cotas', checkItems: [{ id: 'i1', name: 'Sul', checked: true }] }],
      activities: [],
      due: null,
      revision: 1,
      subscribed: false,
    },
  ],
  members: [],
  labels: [{ id: 'pesquisa', name: 'Pesquisa', class: 'blue' }],
};

function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url === '/api/scrumboard-app/boards') return jsonResponse([SUMMARY]);
      if (url === `/api/scrumboard-app/board?boardId=${BOARD_ID}`) return jsonResponse(BOARD);
      if (url === '/api/scrumboard-app/list/new')
        return jsonResponse({ id: '00000000-0000-4000-8000-00000000000e', name: 'Feito', idCards: [] }, 201);
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Requested board do not exist.' } }, 404);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('scrumboard', () => {
  it('redirects /apps/scrumboard to the boards and opens a board from its tile', async () => {
    mockApi();
    const { router } = renderRoutes(scrumboardRoutes, '/apps/scrumboard', buildAuth(buildUser()));
    expect(await screen.findByRole('heading', { name: 'Scrumboard' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/scrumboard/boards');
    fireEvent.click(
      await screen.findByRole('button', { name: /^Abrir o quadro Sprint do painel 2026/ }, LAZY),
    );
    expect(await screen.findByRole('heading', { name: 'Sprint do painel 2026' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/apps/scrumboard/boards/${BOARD_ID}/sprint-do-painel-2026`);
  }, 30_000);

  it('shows lists and cards with label and checklist progress, and adds a list naming the board by boardId', async () => {
    const calls = mockApi();
    renderRoutes(scrumboardRoutes, `/apps/scrumboard/boards/${BOARD_ID}`, buildAuth(buildUser()));
    expect(await screen.findByText('Definir a amostra', {}, LAZY)).toBeTruthy();
    expect(screen.getByTitle('Pesquisa')).toBeTruthy();
    expect(screen.getByText('1/1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar lista' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nome da lista'), { target: { value: 'Feito' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/scrumboard-app/list/new')?.body).toEqual({
        boardId: BOARD_ID,
        data: { name: 'Feito' },
      }),
    );
  }, 30_000);

  it("shows the server's text for a board that does not exist", async () => {
    mockApi();
    renderRoutes(
      scrumboardRoutes,
      '/apps/scrumboard/boards/00000000-0000-4000-8000-000000000099',
      buildAuth(buildUser()),
    );
    expect(await screen.findByText(/Requested board do not exist\./, {}, LAZY)).toBeTruthy();
  }, 30_000);
});
