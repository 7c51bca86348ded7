import type { TRoomRecording } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { RecordingControls, RecordingsList } from './recording-panel';

const ROOM = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const recording = (over: Partial<TRoomRecording> & { playUrl?: string | null }) => ({
  id: crypto.randomUUID(),
  roomId: ROOM,
  source: 'janus',
  status: 'ready',
  failure: null,
  startedAt: '2026-11-27T13:00:00.000Z',
  stoppedAt: '2026-11-27T13:30:00.000Z',
  startedBy: 'Moderadora Mara',
  size: null,
  contentType: null,
  parts: 0,
  marks: [],
  playUrl: null,
  downloadUrl: null,
  ...over,
});
const staff = () => buildAuth(buildUser({ role: 'staff' }));

afterEach(() => vi.unstubAllGlobals());

describe('RecordingsList', () => {
  it('says a Janus recording is being put together, asks again until it is ready, and shows why one failed', async () => {
    const processing = recording({ status: 'processing' });
    const failed = recording({
      status: 'failed',
      failure: 'Ninguém enviou vídeo ou áudio enquanto a gravação estava ligada.',
    });
    const ready = {
      ...processing,
      status: 'ready',
      playUrl: '/api/rooms/x/recordings/y/file?token=abcdefghijklmnop',
    };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ items: [processing, failed] }))
      .mockResolvedValue(jsonResponse({ items: [ready, failed] }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [{ path: '/', element: <RecordingsList roomId={ROOM} isRecording={false} /> }],
      '/',
      staff(),
    );
    expect(await screen.findByText(/Montando o arquivo da gravação/)).toBeTruthy();
    expect(screen.getByText(failed.failure as string)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    // Polled while one is processing: it plays once the mix is done.
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull(), { timeout: 8000 });
    expect(screen.queryByText(/Montando o arquivo da gravação/)).toBeNull();
  }, 10_000);
});

describe('RecordingControls', () => {
  it('records nothing in this page when Janus records: start and stop only', async () => {
    const id = crypto.randomUUID();
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      jsonResponse(recording({ id, status: url.endsWith('/stop') ? 'processing' : 'recording' }), 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no MediaRecorder nor AudioContext: a recorder made here would throw.
    renderRoutes(
      [{ path: '/', element: <RecordingControls roomId={ROOM} sources={() => []} isRecording={false} /> }],
      '/',
      staff(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar gravação' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Parar gravação' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const { recordingId } = JSON.parse(String(init.body)) as { recordingId: string };
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        `/api/rooms/${ROOM}/recordings`,
        `/api/rooms/${ROOM}/recordings/${recordingId}/stop`,
      ]),
    );
  });

  it('shows the server’s reason when the media server cannot start it', async () => {
    const message = 'O servidor de mídia não conseguiu iniciar a gravação. Tente de novo.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'UNAVAILABLE', message } }, 503)),
    );
    renderRoutes(
      [{ path: '/', element: <RecordingControls roomId={ROOM} sources={() => []} isRecording={false} /> }],
      '/',
      staff(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar gravação' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Iniciar gravação' })).toBeTruthy();
  });
});
