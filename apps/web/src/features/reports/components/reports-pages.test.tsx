import { GUEST_USER, type TCampaign, type TDeliveredReport, type TReport } from '@pesquisemais/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { reportRoutes } from '../routes';
import { formatDateTime } from './format';

const REPORT: TReport = {
  id: 'r1',
  campaignId: 'c1',
  campaignName: 'Onda 1 — Cardiologia 2026',
  format: 'pdf',
  status: 'done',
  progress: 100,
  error: null,
  filename: 'Relatório - Onda 1 — Cardiologia 2026 - 22-11-2026.pdf',
  size: 20_480,
  createdByName: 'Administrador',
  createdAt: '2026-11-22T12:00:00.000Z',
  finishedAt: '2026-11-22T12:00:05.000Z',
  deliveredAt: null,
  deliveredByName: null,
  recipient: null,
  note: null,
};
const RUNNING: TReport = { ...REPORT, id: 'r2', format: 'xlsx', status: 'running', progress: 45, size: null };
const DELIVERED: TDeliveredReport = {
  ...REPORT,
  deliveredAt: '2026-11-22T13:00:00.000Z',
  deliveredByName: 'Administrador',
  recipient: 'Laboratório Alfa',
  downloads: [
    { at: '2026-11-22T14:30:00.000Z', by: 'convidado com link', via: 'link' },
    { at: '2026-11-22T14:00:00.000Z', by: 'Administrador', via: 'usuário' },
  ],
  downloadCount: 2,
};
const CAMPAIGN: TCampaign = {
  id: 'c1',
  surveyId: 's1',
  surveyTitle: 'Percepção de tratamentos',
  name: 'Onda 1 — Cardiologia 2026',
  mode: 'both',
  status: 'fielding',
  opensAt: null,
  closesAt: null,
  isOpen: true,
  statusMessage: 'Pesquisa aberta.',
  shareToken: 'token-compartilhado',
  isOpenToPanel: false,
  oneResponsePerUser: true,
  counts: { partial: 0, complete: 15, screenedOut: 0, overQuota: 0 },
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};
const LAZY = { timeout: 5000 };
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** Answers the reports API by path; records every call. */
function mockApi() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.startsWith('/api/reports/delivered')) return jsonResponse(page([DELIVERED]));
    if (url.startsWith('/api/campaigns')) {
      return jsonResponse(page([CAMPAIGN]));
    }
    if (url.endsWith('/deliver')) return jsonResponse({ ...REPORT, deliveredAt: '2026-11-22T13:00:00.000Z' });
    if (url === '/api/reports' && init?.method === 'POST')
      return jsonResponse({ ...REPORT, status: 'queued' }, 201);
    if (url.startsWith('/api/reports?')) return jsonResponse(page([RUNNING, REPORT]));
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'não encontrado' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('delivered reports page', () => {
  it('keeps ?share= through the /apps/reports redirect and shows who downloaded each report', async () => {
    const calls = mockApi();
    const { router } = renderRoutes(
      reportRoutes,
      '/apps/reports?share=token-compartilhado',
      buildAuth(GUEST_USER),
    );
    // The page is a lazy chunk: its first import is slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Relatórios entregues' }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/reports/delivered');
    const row = await screen.findByTestId('delivered-r1', {}, LAZY);
    // Local time of the machine running the test, as the page shows it.
    const at = (iso: string) => formatDateTime(iso);
    expect(within(row).getByText(`convidado com link — ${at('2026-11-22T14:30:00.000Z')}`)).toBeTruthy();
    expect(within(row).getByText(`Administrador — ${at('2026-11-22T14:00:00.000Z')}`)).toBeTruthy();
    expect(at('2026-11-22T14:30:00.000Z')).toMatch(/^22\/11\/2026 às \d\d:30$/);
    expect(within(row).getByText('por Administrador para Laboratório Alfa')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/reports/delivered?page=1&pageSize=20&share=token-compartilhado');
    expect(screen.queryByRole('link', { name: 'Gerar relatório' })).toBeNull();
  });

  it('asks a guest without a share link to sign in, requesting no data', async () => {
    const calls = mockApi();
    renderRoutes(reportRoutes, '/apps/reports/delivered', buildAuth(GUEST_USER));
    expect(await screen.findByText(/use um link de compartilhamento/, {}, LAZY)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends an unknown type to the app's not-found page", async () => {
    mockApi();
    const notFound = { path: '/pages/errors/error-404', element: <p>Página não encontrada</p> };
    const { router } = renderRoutes(
      [...reportRoutes, notFound],
      '/apps/reports/semanal',
      buildAuth(buildUser()),
    );
    expect(await screen.findByText('Página não encontrada', {}, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/errors/error-404');
  });
});

describe('report generation page', () => {
  it('queues a report of the chosen campaign and format, and shows the running one with its progress', async () => {
    const calls = mockApi();
    renderRoutes(reportRoutes, '/apps/reports/gerar', buildAuth(buildUser({ role: 'staff' })));
    const running = await screen.findByTestId('report-r2', {}, LAZY);
    expect(within(running).getByText('Gerando')).toBeTruthy();
    expect(within(running).getByText('45%')).toBeTruthy();
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(within(running).getByRole('button', { name: 'Baixar' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar relatório' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/reports',
        method: 'POST',
        body: { campaignId: 'c1', format: 'pdf' },
      }),
    );
  });

  it("shows the server's message once in the snackbar when queuing or delivering fails", async () => {
    mockApi();
    const answer = vi.mocked(fetch).getMockImplementation();
    const refusal = (message: string, status: number) =>
      jsonResponse({ error: { code: 'UNPROCESSABLE', message } }, status);
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/reports' && init?.method === 'POST')
        return refusal('A campanha não tem respostas.', 422);
      if (url.endsWith('/deliver')) return refusal('Só um relatório pronto pode ser entregue.', 409);
      return (answer as typeof fetch)(input, init);
    });
    renderRoutes(
      reportRoutes,
      '/apps/reports/gerar',
      buildAuth(buildUser({ role: 'admin' })),
      createQueryClient(),
    );
    const done = await screen.findByTestId('report-r1', {}, LAZY);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar relatório' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await screen.findByText('A campanha não tem respostas.');

    fireEvent.click(within(done).getByRole('button', { name: 'Entregar ao cliente' }));
    fireEvent.change(await screen.findByLabelText('Destinatário (cliente)'), {
      target: { value: 'Laboratório Alfa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entregar' }));
    await screen.findByText('Só um relatório pronto pode ser entregue.');
    // The dialog stays open for another try, and each message was shown once (not by the form and the cache).
    expect(screen.getByRole('button', { name: 'Entregar' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('A campanha não tem respostas.')).toHaveLength(1);
    expect(screen.getAllByText('Só um relatório pronto pode ser entregue.')).toHaveLength(1);
  }, 20_000);

  it('delivers a finished report to the client', async () => {
    const calls = mockApi();
    renderRoutes(reportRoutes, '/apps/reports/gerar', buildAuth(buildUser({ role: 'admin' })));
    const done = await screen.findByTestId('report-r1', {}, LAZY);
    fireEvent.click(within(done).getByRole('button', { name: 'Entregar ao cliente' }));
    fireEvent.change(await screen.findByLabelText('Destinatário (cliente)'), {
      target: { value: 'Laboratório Alfa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entregar' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/deliver'))?.body).toEqual({
        recipient: 'Laboratório Alfa',
        note: '',
      }),
    );
  });

  it('tells other roles that only the collection team generates reports', async () => {
    const calls = mockApi();
    renderRoutes(reportRoutes, '/apps/reports/gerar', buildAuth(buildUser({ role: 'user' })));
    expect(await screen.findByText(/Somente a equipe de coleta gera relatórios/, {}, LAZY)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
