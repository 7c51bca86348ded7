import { dashboardRoom, surveyRoom, type TReport, type TReportList } from '@pesquisemais/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDashboardLive } from '@/features/dashboards/api/use-dashboard-live';
import { REPORTS_KEY } from '@/features/reports/api/get-reports';
import { useReportProgress } from '@/features/reports/api/use-report-progress';
import { useSurveyWatch } from '@/features/survey-editor/api/use-survey-watch';
import { clearStoredToken, setStoredToken } from '@/lib/auth-token';
import { SocketHubContext } from '@/lib/socket';
import { createSocketHub } from '@/lib/socket-hub';
import { startSocketTestServer, type TTestSocketServer } from '@/lib/socket-test-server';

const CAMPAIGN = '0b8d7c6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';
const SURVEY = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const onSync = vi.fn();
const onChanged = vi.fn();
let server: TTestSocketServer;
let url = '';

beforeAll(async () => {
  ({ server, url } = await startSocketTestServer());
});
afterAll(async () => {
  await server.close();
});
afterEach(() => clearStoredToken());

function Features() {
  const isLive = useDashboardLive(CAMPAIGN, undefined, onSync);
  useSurveyWatch(SURVEY, onChanged);
  useReportProgress(true);
  return <p>{isLive ? 'Ao vivo' : 'Conectando'}</p>;
}

const report: TReport = {
  ...{ id: 'r1', campaignId: CAMPAIGN, campaignName: 'Onda 1', format: 'csv', status: 'queued', progress: 0 },
  ...{ error: null, filename: null, size: null, createdByName: 'Ana', createdAt: '', finishedAt: null },
  ...{ deliveredAt: null, deliveredByName: null, recipient: null, note: null },
};

describe('the live features on the one socket', () => {
  it('dashboards, the editor and reports share one connection and each gets its events', async () => {
    setStoredToken('token-staff');
    const hub = createSocketHub({ url });
    const client = new QueryClient();
    client.setQueryData<TReportList>([...REPORTS_KEY, 1, 20], {
      items: [report],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const view = render(
      <QueryClientProvider client={client}>
        <SocketHubContext value={hub}>
          <Features />
        </SocketHubContext>
      </QueryClientProvider>,
    );
    await view.findByText('Ao vivo');
    await waitFor(async () => expect(await server.in(surveyRoom(SURVEY)).fetchSockets()).toHaveLength(1));
    expect(server.engine.clientsCount).toBe(1);

    server.to(dashboardRoom(CAMPAIGN)).emit('syncdashs', {
      campaignId: CAMPAIGN,
      kind: 'response',
      data: { kind: 'response', at: '2026-11-23T12:00:00Z' },
    });
    server
      .to(surveyRoom(SURVEY))
      .emit('survey:changed', { surveyId: SURVEY, revision: 3, by: 'Bia', byUserId: 'u2' });
    server.to('user:token-staff').emit('report:progress', { id: 'r1', status: 'running', progress: 55 });
    await waitFor(() =>
      expect(onSync).toHaveBeenCalledWith({ kind: 'response', at: '2026-11-23T12:00:00Z' }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ revision: 3 })));
    await waitFor(() =>
      expect(client.getQueryData<TReportList>([...REPORTS_KEY, 1, 20])?.items[0]).toMatchObject({
        status: 'running',
        progress: 55,
      }),
    );
    view.unmount();
    hub.dispose();
  });
});
