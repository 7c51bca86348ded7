import { RESPONDENT_MESSAGES, type TPanelRespondent } from '@pesquisemais/shared';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { requestedUrls, typeTableFilter } from '@/testing/filter-bar';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { formatDateTime } from './panel-format';
import SurveyUsersPage from './survey-users-page';

const ANA: TPanelRespondent = {
  id: '5b0c1a52-0000-4000-8000-000000000001',
  name: 'Ana Souza',
  email: 'ana@painel.com.br',
  phone: '11 98888-0001',
  attributes: { especialidade: 'Cardiologia', regiao: 'Sudeste', crm: '1001-SP' },
  consent: true,
  consentAt: '2026-11-01T12:00:00.000Z',
  optedOut: false,
  optedOutAt: null,
  optedOutSource: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  invitationCount: 2,
  completeCount: 1,
};
const ATTRIBUTES = {
  items: [
    { key: 'especialidade', count: 2, distinctCount: 2, values: [{ value: 'Cardiologia', count: 1 }] },
    { key: 'regiao', count: 2, distinctCount: 1, values: [{ value: 'Sudeste', count: 2 }] },
  ],
};
const HISTORY = {
  items: [
    {
      campaignId: 'c1',
      campaignName: 'Onda Cardio 2026',
      invitationId: 'i1',
      invitationStatus: 'completed',
      invitedAt: '2026-11-02T10:00:00.000Z',
      sentAt: null,
      openedAt: '2026-11-02T11:00:00.000Z',
      responseId: 'r1',
      responseStatus: 'complete',
      startedAt: '2026-11-02T11:00:00.000Z',
      completedAt: '2026-11-02T11:20:00.000Z',
      isInterview: false,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

function mockApi({
  patchStatus = 200,
  respondent = ANA,
}: {
  patchStatus?: number;
  respondent?: typeof ANA;
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'PATCH')
      return patchStatus === 200
        ? jsonResponse({ ...ANA, ...JSON.parse(String(init.body)) })
        : jsonResponse({ error: { code: 'CONFLICT', message: RESPONDENT_MESSAGES.emailInUse } }, patchStatus);
    if (url.startsWith('/api/survey-users/attributes')) return jsonResponse(ATTRIBUTES);
    if (url.includes('/history')) return jsonResponse(HISTORY);
    return jsonResponse({ items: [respondent], total: 41, page: 1, pageSize: 20 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/survey-users/respondents?'));

/** `client`: the app's own query client, when a test needs its error routing (field errors, snackbar). */
function renderPage(client?: QueryClient) {
  return renderRoutes(
    [{ path: '/apps/survey-users', element: <SurveyUsersPage /> }],
    '/apps/survey-users',
    buildAuth(buildUser({ role: 'interview' })),
    client,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SurveyUsersPage', { timeout: 20_000 }, () => {
  it('lists respondents and filters by search, attribute and flags', async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Usuários das pesquisas' })).toBeTruthy();
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('Especialidade: Cardiologia')).toBeTruthy();
    expect(screen.getByText('1–20 de 41')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Buscar'), 'souza');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('q=souza'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Atributo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Especialidade' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Valor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cardiologia (1)' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('attr=especialidade%3ACardiologia'));
    expect(screen.getAllByText('Especialidade: Cardiologia').length).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Descadastrados' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('optedOut=true'));
    await userEvent.click(screen.getByRole('button', { name: 'Com consentimento' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('consent=true'));
    expect(listUrls(fetchMock).at(-1)).toContain('page=1&pageSize=20');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).not.toContain('attr='));
    expect(listUrls(fetchMock).at(-1)).not.toContain('optedOut');
  });

  it('edits a respondent: opting out is sent, a taken e-mail shows on the field', async () => {
    const fetchMock = mockApi({ patchStatus: 409 });
    renderPage(createQueryClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ana Souza' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Atributo 1') as HTMLInputElement).value).toBe('especialidade');
    await userEvent.click(within(dialog).getByLabelText('Descadastrado (não recebe mais convites)'));
    const email = within(dialog).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'Bruno@Painel.com.br');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText(RESPONDENT_MESSAGES.emailInUse)).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe(`/api/survey-users/respondents/${ANA.id}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      email: 'bruno@painel.com.br',
      optedOut: true,
      consent: true,
      attributes: ANA.attributes,
    });

    await userEvent.clear(within(dialog).getByLabelText('Atributo 2'));
    expect(await within(dialog).findByText('Informe o atributo')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true);
  });

  it("opens a respondent's participation history", async () => {
    mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico de Ana Souza' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Histórico de participação — Ana Souza')).toBeTruthy();
    expect(await within(dialog).findByText('Onda Cardio 2026')).toBeTruthy();
    expect(within(dialog).getByText('Concluído')).toBeTruthy();
    expect(within(dialog).getByText('Completa')).toBeTruthy();
  });

  it('shows in the history when and from where the respondent opted out', async () => {
    mockApi({
      respondent: {
        ...ANA,
        optedOut: true,
        optedOutAt: '2026-11-20T15:30:00.000Z',
        optedOutSource: 'link de descadastro do e-mail',
      },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Histórico de Ana Souza' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Descadastrado em ${formatDateTime('2026-11-20T15:30:00.000Z')} — origem: link de descadastro do e-mail. Não recebe convites nem lembretes.`,
      ),
    ).toBeTruthy();
  }, 30_000);

  it('filters the history on the server, keeping the table when nothing matches', async () => {
    const fetchMock = mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Histórico de Ana Souza' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Onda Cardio 2026')).toBeTruthy();
    fetchMock.mockImplementation(async () => jsonResponse({ items: [], total: 0, page: 1, pageSize: 10 }));
    await typeTableFilter(dialog, { column: 'Data do convite', operator: 'Maior que', value: '01/11/2026' });
    const path = `/api/survey-users/respondents/${ANA.id}/history`;
    await waitFor(() =>
      expect(requestedUrls(fetchMock, path).at(-1)).toBe(
        `${path}?page=1&pageSize=10&filterField=invitedAt&filterOp=greater-than&filterValue=01%2F11%2F2026`,
      ),
    );
    expect(await within(dialog).findByText('No results..')).toBeTruthy();
    expect(within(dialog).queryByText(/Nenhuma participação ainda/)).toBeNull();
  });
});
