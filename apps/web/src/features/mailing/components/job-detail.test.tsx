import {
  mailingJobRoom,
  RECIPIENT_STATUSES,
  type TMailingJob,
  type TMailingProgress,
  type TRecipientStatus,
} from '@pesquisemais/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredToken, setStoredToken } from '@/lib/auth-token';
import { SocketHubContext } from '@/lib/socket';
import { createSocketHub } from '@/lib/socket-hub';
import { startSocketTestServer, type TTestSocketServer } from '@/lib/socket-test-server';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { JobDetail } from './job-detail';

const JOB_ID = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
const counts = (given: Partial<Record<TRecipientStatus, number>>) =>
  Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, given[status] ?? 0])) as Record<
    TRecipientStatus,
    number
  >;
const JOB: TMailingJob = {
  id: JOB_ID,
  templateId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  templateName: 'Convite cardiologia',
  templateVersion: 2,
  campaignId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  campaignName: 'Onda 1 — Cardiologia 2026',
  audience: 'Painel ainda não convidado',
  status: 'running',
  ratePerMinute: null,
  scheduledAt: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  total: 4,
  done: 0,
  counts: counts({ queued: 4 }),
  audit: [{ action: 'iniciado', by: 'Olga Operadora', at: '2026-11-23T12:00:00.000Z' }],
};

let server: TTestSocketServer;
let url = '';
beforeAll(async () => {
  ({ server, url } = await startSocketTestServer());
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  clearStoredToken();
  vi.unstubAllGlobals();
});

describe("a mailing job's page", () => {
  it('follows the live progress pushed to the job room until the job is done', async () => {
    const recipientCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path.includes('/recipients')) {
          recipientCalls.push(path);
          return jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 });
        }
        return jsonResponse(JOB);
      }),
    );
    setStoredToken('token-operadora');
    const hub = createSocketHub({ url });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SocketHubContext value={hub}>
              <JobDetail jobId={JOB_ID} />
            </SocketHubContext>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('0 % — 0 de 4 processados')).toBeTruthy();
    expect(await screen.findByText('Progresso ao vivo')).toBeTruthy();
    const room = mailingJobRoom(JOB_ID);
    expect(await server.in(room).fetchSockets()).toHaveLength(1);
    const readsBefore = recipientCalls.length;

    const push = (progress: Omit<TMailingProgress, 'id'>) =>
      server.to(room).emit('mailing:progress', { id: JOB_ID, ...progress });
    push({ status: 'running', total: 4, done: 2, counts: counts({ queued: 2, sent: 1, failed: 1 }) });
    expect(await screen.findByText('50 % — 2 de 4 processados')).toBeTruthy();
    const byStatus = screen.getByRole('list', { name: 'Destinatários por status' });
    expect(within(byStatus).getByText('enviado: 1')).toBeTruthy();
    expect(within(byStatus).getByText('falhou: 1')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progresso do envio' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    // A job of another id on the same socket changes nothing here.
    server.to(room).emit('mailing:progress', {
      id: JOB.campaignId,
      status: 'done',
      total: 1,
      done: 1,
      counts: counts({ sent: 1 }),
    });

    push({ status: 'done', total: 4, done: 4, counts: counts({ sent: 3, answered: 1 }) });
    expect(await screen.findByText('100 % — 4 de 4 processados')).toBeTruthy();
    expect(screen.getByText('Concluído')).toBeTruthy();
    expect(within(byStatus).getByText('respondeu: 1')).toBeTruthy();
    // Nothing is left to pause or cancel, and the recipient list was read again with the news.
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar envio' })).toBeNull();
    await waitFor(() => expect(recipientCalls.length).toBeGreaterThan(readsBefore));
    hub.dispose();
  }, 30_000);
});
