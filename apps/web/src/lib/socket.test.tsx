import { DASHBOARD_WATCH_ACTION, dashboardRoom, SURVEY_WATCH_ACTION, surveyRoom } from '@pesquisemais/shared';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredToken, setStoredToken } from './auth-token';
import { SocketHubContext, useRoom, useSocketEvent } from './socket';
import { createSocketHub, type TSocketHub } from './socket-hub';
import { startSocketTestServer, type TTestSocketServer } from './socket-test-server';

const CAMPAIGN = '7c0e8f2a-4b1d-4c7e-9a51-2f3b6d8e9a10';
const SURVEY = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
let server: TTestSocketServer;
let url = '';
const hubs: TSocketHub[] = [];
/** socket.io-client waits about a second (randomized) before reconnecting. */
const RECONNECTION = { timeout: 5_000 };

beforeAll(async () => {
  ({ server, url } = await startSocketTestServer());
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.dispose();
  clearStoredToken();
});

function newHub(idleCloseMs = 50): {
  hub: TSocketHub;
  wrapper: (props: { children: ReactNode }) => ReactNode;
} {
  const hub = createSocketHub({ url, idleCloseMs });
  hubs.push(hub);
  return { hub, wrapper: ({ children }) => <SocketHubContext value={hub}>{children}</SocketHubContext> };
}

const sockets = async (room?: string) => (room ? server.in(room) : server).fetchSockets();
const syncdashs = () =>
  server.to(dashboardRoom(CAMPAIGN)).emit('syncdashs', {
    campaignId: CAMPAIGN,
    kind: 'response',
    data: { kind: 'response', at: '2026-11-23T12:00:00Z' },
  });

const onSurvey = vi.fn();
function Dashboard() {
  useRoom(DASHBOARD_WATCH_ACTION, { campaignId: CAMPAIGN });
  return null;
}
function Editor() {
  useRoom(SURVEY_WATCH_ACTION, { surveyId: SURVEY });
  useSocketEvent('survey:changed', onSurvey);
  return null;
}

describe('one typed socket (useRoom, useSocketEvent)', () => {
  it('joins a room, hears its events and joins again after a reconnection', async () => {
    setStoredToken('token-a');
    const { wrapper } = newHub();
    const onSync = vi.fn();
    const { result } = renderHook(
      () => {
        useSocketEvent('syncdashs', onSync);
        return useRoom(DASHBOARD_WATCH_ACTION, { campaignId: CAMPAIGN });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe('joined'));
    syncdashs();
    await waitFor(() => expect(onSync).toHaveBeenCalledTimes(1));

    // The network drops: socket.io reconnects on its own, and the server has forgotten the room.
    const [before] = await sockets(dashboardRoom(CAMPAIGN));
    server.sockets.sockets.get(before?.id ?? '')?.conn.close();
    await waitFor(async () => {
      const inRoom = await sockets(dashboardRoom(CAMPAIGN));
      expect(inRoom).toHaveLength(1);
      expect(inRoom[0]?.id).not.toBe(before?.id);
    }, RECONNECTION);
    await waitFor(() => expect(result.current).toBe('joined'));
    syncdashs();
    await waitFor(() => expect(onSync).toHaveBeenCalledTimes(2));
    expect(onSync).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: CAMPAIGN }));
  });

  it('serves two features on one connection and leaves a room when its last user goes', async () => {
    setStoredToken('token-b');
    const { wrapper } = newHub();
    const view = render(
      <>
        <Dashboard />
        <Editor />
      </>,
      { wrapper },
    );
    await waitFor(async () => expect(await sockets(surveyRoom(SURVEY))).toHaveLength(1));
    await waitFor(async () => expect(await sockets(dashboardRoom(CAMPAIGN))).toHaveLength(1));
    expect(await sockets()).toHaveLength(1);
    expect(server.engine.clientsCount).toBe(1);
    server
      .to(surveyRoom(SURVEY))
      .emit('survey:changed', { surveyId: SURVEY, revision: 2, by: 'Ana', byUserId: 'u' });
    await waitFor(() => expect(onSurvey).toHaveBeenCalledTimes(1));

    view.rerender(<Editor />);
    await waitFor(async () => expect(await sockets(dashboardRoom(CAMPAIGN))).toHaveLength(0));
    expect(await sockets(surveyRoom(SURVEY))).toHaveLength(1);
  });

  it('reconnects with the new token after a sign-in and closes on sign-out', async () => {
    setStoredToken('token-c');
    const { hub, wrapper } = newHub(60_000);
    const onProgress = vi.fn();
    const view = renderHook(
      () => {
        useSocketEvent('report:progress', onProgress);
        return useRoom(DASHBOARD_WATCH_ACTION, { campaignId: CAMPAIGN });
      },
      { wrapper },
    );
    await waitFor(() => expect(view.result.current).toBe('joined'));
    act(() => setStoredToken('token-d'));
    await waitFor(async () =>
      expect((await sockets()).map((socket) => socket.data.token)).toEqual(['token-d']),
    );
    await waitFor(async () => expect(await sockets(dashboardRoom(CAMPAIGN))).toHaveLength(1));
    server.to('user:token-d').emit('report:progress', { id: 'r1', status: 'running', progress: 40 });
    await waitFor(() =>
      expect(onProgress).toHaveBeenCalledWith({ id: 'r1', status: 'running', progress: 40 }),
    );

    view.unmount(); // unused, the connection waits a while for the next page
    expect(await sockets()).toHaveLength(1);
    act(() => clearStoredToken());
    await waitFor(async () => expect(await sockets()).toHaveLength(0));
    expect(hub.socket).toBeNull();
  });

  it('keeps a page that is still open as a guest after a sign-out (a shared dashboard)', async () => {
    setStoredToken('token-e');
    const { wrapper } = newHub();
    const { result } = renderHook(() => useRoom(DASHBOARD_WATCH_ACTION, { campaignId: CAMPAIGN }), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toBe('joined'));
    act(() => clearStoredToken());
    await waitFor(async () => {
      const inRoom = await sockets(dashboardRoom(CAMPAIGN));
      expect(inRoom.map((socket) => socket.data.token)).toEqual([undefined]);
    });
    expect(await sockets()).toHaveLength(1);
  });

  it('reports a room the server took the socket out of', async () => {
    const { wrapper } = newHub();
    const { result } = renderHook(() => useRoom(SURVEY_WATCH_ACTION, { surveyId: SURVEY }), { wrapper });
    await waitFor(() => expect(result.current).toBe('joined'));
    server.emit('message', { type: 'access:revoked', data: { room: surveyRoom(SURVEY) } });
    await waitFor(() => expect(result.current).toBe('revoked'));
  });
});
