import type { TPlayCampaign } from '@pesquisemais/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { PlayerSession } from './player-session';

// jsdom has no ResizeObserver; survey-react-ui's scroll container observes its size.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function buildData(): TPlayCampaign {
  return {
    campaign: {
      id: 'c1',
      name: 'Onda 1 (interno)',
      surveyId: 's1',
      mode: 'web',
      isOpen: true,
      statusMessage: '',
      oneResponsePerUser: true,
    },
    version: {
      id: 'v1',
      version: 1,
      schema: {
        pages: [
          { name: 'p1', elements: [{ type: 'text', name: 'q1', title: 'Especialidade' }] },
          { name: 'p2', elements: [{ type: 'text', name: 'q2', title: 'Cidade' }] },
        ],
      },
    },
    response: { id: 'r1', answers: {}, currentPage: 0, status: 'partial', isInterview: false },
  };
}

const renderPlayer = () =>
  renderRoutes(
    [{ path: '/', element: <PlayerSession data={buildData()} /> }],
    '/',
    buildAuth(buildUser({ role: 'user' })),
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('PlayerRunner: the submit', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });

  it('sends the complete only after the page save in flight, and nothing after it', async () => {
    const calls: string[] = [];
    let releaseSave = () => {};
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (url.endsWith('/complete')) return jsonResponse({ status: 'complete', message: 'Obrigado!' });
      // The save of the first page is slow: the respondent finishes the last page before it answers.
      await new Promise<void>((resolve) => {
        releaseSave = resolve;
      });
      return jsonResponse({ status: 'partial', message: '' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Próximo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await settle();
    expect(calls).toEqual(['PUT /api/survey-player/responses/r1']);
    releaseSave();
    expect(await screen.findByText('Respostas enviadas')).toBeTruthy();
    await settle();
    expect(calls).toEqual([
      'PUT /api/survey-player/responses/r1',
      'POST /api/survey-player/responses/r1/complete',
    ]);
  });

  it("shows the end page's content at once, never a loading placeholder", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(
        url.endsWith('/complete')
          ? { status: 'complete', message: 'Obrigado!' }
          : { status: 'partial', message: '' },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Every state the end page went through, as the DOM changed.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const end = document.querySelector('[data-end]');
      if (end) seen.push(end.querySelector('[role="status"]') ? 'carregando' : (end.textContent ?? ''));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Próximo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Respostas enviadas')).toBeTruthy();
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('carregando');
    expect(screen.queryByText('Carregando...')).toBeNull();
  });
});
