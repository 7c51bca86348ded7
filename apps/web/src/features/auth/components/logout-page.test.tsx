import 'fake-indexeddb/auto';
import type { TSurveySchema } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setStoredToken } from '@/lib/auth-token';
import { completeInterview, startInterview } from '@/lib/offline-interviews/interview-store';
import { offlineDbName, openOfflineDb } from '@/lib/offline-interviews/offline-db';
import { buildAuth, buildUser, renderRoutes } from '@/testing/test-utils';
import { LogoutPage } from './logout-page';

const interviewer = buildUser({ role: 'interview' });

async function deviceWithOneUnsent() {
  const db = await openOfflineDb(interviewer.uuid);
  const campaign = {
    campaignId: 'c1',
    surveyId: 's1',
    campaignName: 'Onda',
    surveyTitle: 'Pesquisa',
    version: { id: 'v1', version: 1, schema: { pages: [] } as unknown as TSurveySchema },
    quotas: [],
    storedAt: new Date().toISOString(),
    refreshedAt: new Date().toISOString(),
  };
  const started = await startInterview(db, campaign, { respondentName: 'Ana', interviewerName: 'Maria' });
  await completeInterview(db, started.id, { answers: {}, location: null });
}

const databases = async () => (await indexedDB.databases()).map((info) => info.name);

describe('signing out with interviews on the device', () => {
  it('offers to sync first; signing out anyway erases what this account stored', async () => {
    await deviceWithOneUnsent();
    // No connection: the sync sends nothing and the dialog stays.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const signOut = vi.fn();
    renderRoutes(
      [
        { path: '/logout', element: <LogoutPage /> },
        { path: '/', element: <p>início</p> },
        { path: '/apps/surveyplayer', element: <p>lista</p> },
      ],
      '/logout',
      { ...buildAuth(interviewer), signOut },
    );
    expect(await screen.findByText(/Há 1 entrevista\(s\) neste aparelho/)).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sincronizar e sair' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sincronizar e sair' }).hasAttribute('disabled')).toBe(false),
    );
    expect(signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sair e apagar' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(await screen.findByText('início')).toBeTruthy();
    expect(await databases()).not.toContain(offlineDbName(interviewer.uuid));
  });
});

describe('signing out', () => {
  it('ends the session on the server with its token before forgetting it on the device', async () => {
    setStoredToken('token-deste-aparelho');
    const calls: { url: string; method: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url,
          method: init.method ?? 'GET',
          authorization: new Headers(init.headers).get('authorization'),
        });
        return new Response(JSON.stringify({ message: 'Você saiu. Entre novamente para continuar.' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const signOut = vi.fn(() => expect(calls).toHaveLength(1));
    renderRoutes(
      [
        { path: '/logout', element: <LogoutPage /> },
        { path: '/', element: <p>início</p> },
      ],
      '/logout',
      { ...buildAuth(buildUser({ role: 'staff' })), signOut },
    );
    expect(await screen.findByText('início')).toBeTruthy();
    expect(signOut).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      { url: '/api/auth/signout', method: 'POST', authorization: 'Bearer token-deste-aparelho' },
    ]);
  });
});
