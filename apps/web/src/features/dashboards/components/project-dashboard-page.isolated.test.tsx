import type { TProjectWidgets } from '@pesquisemais/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { dashboardRoutes } from '../routes';

// ApexCharts draws with SVG measurements jsdom lacks; the e2e test draws the real charts in Chromium.
vi.mock('./apex-chart', () => ({
  ApexChart: ({ series }: { series: unknown }) => <pre data-testid="chart">{JSON.stringify(series)}</pre>,
}));

const PROJECT = '00000000-0000-4000-8000-000000000001';
const weeks = (thisWeek: number, lastWeek: number) => ({
  'this-week': thisWeek,
  'last-week': lastWeek,
  'two-weeks-ago': 0,
});
const days = (n: number) => [n, 0, 0, 0, 0, 0, 0];

function widgets(completes: number): TProjectWidgets {
  return {
    kpis: [
      {
        id: 'completes',
        title: 'Respostas completas',
        counts: weeks(completes, 2),
        extraLabel: 'Iniciadas',
        extraCounts: weeks(9, 3),
      },
    ],
    problems: {
      overview: {
        'this-week': { screenedOut: 4, overQuota: 1, partial: 2 },
        'last-week': { screenedOut: 0, overQuota: 0, partial: 0 },
        'two-weeks-ago': { screenedOut: 0, overQuota: 0, partial: 0 },
      },
      series: {
        'this-week': [
          { name: 'Filtradas', type: 'column', data: days(4) },
          { name: 'Cotas cheias', type: 'line', data: days(1) },
        ],
        'last-week': [
          { name: 'Filtradas', type: 'column', data: days(0) },
          { name: 'Cotas cheias', type: 'line', data: days(0) },
        ],
        'two-weeks-ago': [
          { name: 'Filtradas', type: 'column', data: days(0) },
          { name: 'Cotas cheias', type: 'line', data: days(0) },
        ],
      },
    },
    preference: {
      labels: ['Convite do painel', 'Link aberto', 'Entrevista'],
      series: { 'this-week': [3, 1, 1], 'last-week': [0, 0, 0], 'two-weeks-ago': [0, 0, 0] },
    },
    diseases: {
      labels: ['Cardiologia'],
      series: { 'this-week': [5], 'last-week': [2], 'two-weeks-ago': [0] },
    },
    dispatches: {
      today: [],
      tomorrow: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          template: 'Convite cardio',
          campaign: 'Onda 1',
          at: '2026-11-28T12:30:00.000Z',
          recipients: 1200,
          status: 'scheduled',
        },
      ],
    },
    budget: [
      { category: 'Incentivos a respondentes', budget: 1000, spent: 250 },
      { category: 'Equipe de campo', budget: 1000, spent: 750 },
    ],
    respondents: [
      {
        id: '00000000-0000-4000-8000-000000000010',
        name: 'Ana Souza',
        specialty: 'Cardiologia',
        uf: 'SP',
        invitations: 2,
        completes: 1,
        status: 'active',
        joinedAt: '2026-11-02T12:00:00.000Z',
      },
    ],
    weather: [
      {
        city: 'São Paulo',
        uf: 'SP',
        condition: 'rain',
        temperature: 19,
        humidity: 80,
        windKmh: 10,
        forecast: [{ condition: 'sun', min: 15, max: 27 }],
        updatedAt: '2026-11-27T12:00:00.000Z',
      },
      {
        city: 'Recife',
        uf: 'PE',
        condition: 'sun',
        temperature: 31,
        humidity: 70,
        windKmh: 20,
        forecast: [],
        updatedAt: '2026-11-27T12:00:00.000Z',
      },
    ],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ProjectDashboardPage (/apps/dashboards/project)', { timeout: 20_000 }, () => {
  it("shows the chosen week's figures, a project's own widgets, tomorrow's dispatches, the budget and the weather", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes('/projects')) return jsonResponse([{ id: PROJECT, name: 'Onda 1' }]);
      return jsonResponse(widgets(url.includes(`projectId=${PROJECT}`) ? 7 : 12));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(dashboardRoutes, '/apps/dashboards/project', buildAuth(buildUser({ role: 'staff' })));

    const kpi = await screen.findByTestId('kpi-completes', {}, { timeout: 10_000 });
    expect(kpi.textContent).toBe('12');
    expect(screen.getByText('Iniciadas: 9')).toBeTruthy();
    expect(screen.getByTestId('problems-Filtradas').textContent).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Semana passada' }));
    expect(screen.getByTestId('kpi-completes').textContent).toBe('2');
    expect(screen.getByTestId('problems-Filtradas').textContent).toBe('0');
    // No complete last week by channel: the donut gives way to a sentence.
    expect(screen.getByText('Nenhuma resposta completa no período.')).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Doenças e especialidades (Semana passada)' }).textContent,
    ).toContain('Cardiologia2');

    await user.click(screen.getByRole('combobox', { name: 'Projeto' }));
    await user.click(await screen.findByRole('option', { name: 'Onda 1' }));
    await user.click(screen.getByRole('button', { name: 'Esta semana' }));
    await vi.waitFor(() => expect(screen.getByTestId('kpi-completes').textContent).toBe('7'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/widgets?projectId=${PROJECT}`))).toBe(
      true,
    );

    expect(screen.getByText('Nenhum envio programado para hoje.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Amanhã (1)' }));
    expect(screen.getByText('09:30 · Convite cardio')).toBeTruthy();
    expect(screen.getByText('Onda 1 · 1.200 destinatários · Agendado')).toBeTruthy();

    expect(screen.getByTestId('budget-total').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Total investido: R$ 1.000,00 de R$ 2.000,00 (50%)',
    );
    const respondents = screen.getByRole('table', { name: 'Respondentes' });
    expect(within(respondents).getByText('Ana Souza')).toBeTruthy();
    expect(within(respondents).getByText('Ativo')).toBeTruthy();

    expect(screen.getByTestId('weather-now').textContent).toBe('19 °C');
    expect(screen.getByText('Chuva')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Cidade' }));
    await user.click(await screen.findByRole('option', { name: 'Recife (PE)' }));
    expect(screen.getByTestId('weather-now').textContent).toBe('31 °C');
  });
});
