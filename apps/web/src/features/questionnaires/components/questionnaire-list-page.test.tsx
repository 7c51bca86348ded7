import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import QuestionnaireListPage from './questionnaire-list-page';

const SURVEY = {
  id: '7d3f4c1e-1111-4a4a-8a8a-000000000001',
  handle: 'satisfacao',
  title: 'Satisfação médica',
  description: '',
  category: 'Cardiologia',
  status: 'published',
  isArchived: false,
  revision: 4,
  publishedVersion: 2,
  hasDraftChanges: false,
  questionCount: 12,
  createdBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST')
      return jsonResponse({
        ...SURVEY,
        id: 'copy',
        title: 'Satisfação médica (cópia)',
        schema: { pages: [] },
      });
    const items = url.includes('status=draft') ? [] : [SURVEY];
    return jsonResponse({
      items,
      total: items.length,
      page: 1,
      pageSize: 20,
      categories: ['Cardiologia', 'Oncologia'],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([input]) => String(input));

function renderPage() {
  return renderRoutes(
    [{ path: '/apps/coleta/questionarios', element: <QuestionnaireListPage /> }],
    '/apps/coleta/questionarios',
    buildAuth(buildUser({ role: 'staff' })),
  );
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(
    within(screen.getByLabelText(label).parentElement as HTMLElement).getByRole('combobox'),
  );
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('QuestionnaireListPage', { timeout: 20_000 }, () => {
  it('lists questionnaires and filters by search, status and category', async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(await screen.findByText('Satisfação médica')).toBeTruthy();
    expect(screen.getByText('Publicado')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Buscar'), 'satis');
    await waitFor(() => expect(urls(fetchMock).some((url) => url.includes('q=satis'))).toBe(true));

    await pick('Categoria', 'Oncologia');
    await waitFor(() => expect(urls(fetchMock).some((url) => url.includes('category=Oncologia'))).toBe(true));

    await pick('Status', 'Rascunho');
    expect(await screen.findByText('Nenhum questionário encontrado.')).toBeTruthy();
    expect(urls(fetchMock).at(-1)).toContain('status=draft');
    expect(urls(fetchMock).at(-1)).toContain('page=1&pageSize=20');
  });

  it('duplicates and archives from the row actions', async () => {
    const fetchMock = mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Satisfação médica' }));
    expect(await screen.findByText('Questionário duplicado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Arquivar Satisfação médica' }));
    await waitFor(() => expect(urls(fetchMock)).toContain(`/api/surveys/${SURVEY.id}/archive`));
    const archiveCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/archive'));
    expect(archiveCall?.[1]?.body).toBe(JSON.stringify({ archived: true }));
  });
});
