import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { studyRoutes } from '../routes';

const STUDY = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Percepção de tratamentos em cardiologia',
  status: 'published',
  updatedAt: '2026-11-20T12:00:00.000Z',
  campaigns: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Onda 1 — Cardiologia 2026',
      status: 'fielding',
      opensAt: '2026-11-01T03:00:00.000Z',
      closesAt: '2026-12-01T03:00:00.000Z',
      completes: 19,
    },
  ],
  reports: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      campaignName: 'Onda 1 — Cardiologia 2026',
      format: 'pdf',
      filename: 'onda-1.pdf',
      deliveredAt: '2026-11-21T13:30:00.000Z',
      recipient: 'Laboratório X',
      url: '/api/reports/00000000-0000-4000-8000-000000000003/download?token=abc',
    },
  ],
  boards: [{ id: '00000000-0000-4000-8000-000000000004', name: 'Estudo Cardio', uri: 'estudo-cardio' }],
  recordings: [
    {
      id: '00000000-0000-4000-8000-000000000005',
      roomId: '00000000-0000-4000-8000-000000000006',
      roomTitle: 'Grupo focal — cardiologistas',
      campaignName: 'Onda 1 — Cardiologia 2026',
      startedAt: '2026-11-22T17:00:00.000Z',
      playUrl:
        '/api/rooms/00000000-0000-4000-8000-000000000006/recordings/00000000-0000-4000-8000-000000000005/file?token=abc',
      downloadUrl: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('StudiesPage (/apps/surveys)', { timeout: 20_000 }, () => {
  it('shows each study with its campaigns, delivered reports (download links) and boards', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ isReadOnly: true, studies: [STUDY] }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(studyRoutes, '/apps/surveys', buildAuth(buildUser({ role: 'watcher' })));
    const study = await screen.findByRole('article', { name: STUDY.title }, { timeout: 10_000 });
    const campaigns = within(study).getByRole('region', { name: 'Campanhas' });
    expect(within(campaigns).getByText('Onda 1 — Cardiologia 2026')).toBeTruthy();
    expect(within(campaigns).getByText('Em campo')).toBeTruthy();
    expect(within(campaigns).getByText(/19 completas · 01\/11\/2026 a 01\/12\/2026/)).toBeTruthy();
    const report = within(study).getByRole('link', { name: /Onda 1 — Cardiologia 2026 \(PDF\)/ });
    expect(report.getAttribute('href')).toBe(STUDY.reports[0]?.url);
    expect(within(study).getByText('Entregue em 21/11/2026, 10:30 para Laboratório X')).toBeTruthy();
    expect(within(study).getByRole('link', { name: 'Estudo Cardio' }).getAttribute('href')).toBe(
      '/apps/documents/board/00000000-0000-4000-8000-000000000004/estudo-cardio',
    );
    // The room's recording plays in a new tab; this watcher's seat has no download.
    const recordings = within(study).getByRole('region', { name: 'Gravações das salas' });
    const play = within(recordings).getByRole('link', { name: 'Grupo focal — cardiologistas' });
    expect(play.getAttribute('href')).toBe(STUDY.recordings[0]?.playUrl);
    expect(within(recordings).getByText(/Onda 1 — Cardiologia 2026 · 22\/11\/2026, 14:00/)).toBeTruthy();
    expect(within(recordings).queryByRole('link', { name: /Baixar/ })).toBeNull();
  });

  it('searches on the server and explains an empty list to a watcher', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ isReadOnly: true, studies: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(studyRoutes, '/apps/surveys', buildAuth(buildUser({ role: 'watcher' })));
    expect(
      await screen.findByText(/Nenhum estudo foi compartilhado com você ainda/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Buscar estudo' }), 'cardio');
    expect(await screen.findByText('Nenhum estudo encontrado.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/studies?q=cardio');
  });
});
