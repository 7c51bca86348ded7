import type { TPlayCampaign } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { forgetCompletionKey, getCompletionKey } from '../api/idempotency-key';
import { PlayerSession } from './player-session';

function buildData(
  patch: Partial<TPlayCampaign['campaign']> = {},
  response: TPlayCampaign['response'] = null,
) {
  return {
    campaign: {
      id: 'c1',
      name: 'Onda 1',
      surveyId: 's1',
      mode: 'both',
      isOpen: true,
      statusMessage: '',
      ...patch,
    },
    version: {
      id: 'v1',
      version: 1,
      schema: { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] },
    },
    response,
  } satisfies TPlayCampaign;
}

const renderSession = (data: TPlayCampaign, role: 'user' | 'interview' = 'user') =>
  renderRoutes([{ path: '/', element: <PlayerSession data={data} /> }], '/', buildAuth(buildUser({ role })));

describe('PlayerSession', () => {
  it('shows the closed page of a campaign that takes no responses', () => {
    renderSession(buildData({ isOpen: false, statusMessage: 'Esta pesquisa está pausada no momento.' }));
    expect(screen.getByText('Pesquisa indisponível')).toBeTruthy();
    expect(screen.getByText('Esta pesquisa está pausada no momento.')).toBeTruthy();
  });

  it('shows the over-quota page of a response that already ended', () => {
    const response = {
      id: 'r1',
      answers: {},
      currentPage: 0,
      status: 'over_quota',
      isInterview: false,
    } as const;
    renderSession(buildData({}, response));
    expect(screen.getByText('Cota preenchida')).toBeTruthy();
  });

  it('lets an interviewer start an interview on behalf of a respondent', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        { id: 'r9', answers: {}, currentPage: 0, status: 'complete', isInterview: true, resumeToken: 'x' },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSession(buildData(), 'interview');
    await userEvent.type(screen.getByLabelText('Nome do entrevistado'), 'Dr. Paulo');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar entrevista' }));
    expect(await screen.findByText('Respostas enviadas')).toBeTruthy();
    // Thanked once, not in the title and again in the message.
    expect(screen.getAllByText(/Obrigado!/)).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/play/campaigns/c1/responses');
    expect(init.body).toBe(JSON.stringify({ asInterview: true, respondentName: 'Dr. Paulo' }));
  });

  it('starts a respondent at once (no choice screen)', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        {
          id: 'r2',
          answers: {},
          currentPage: 0,
          status: 'screened_out',
          isInterview: false,
          resumeToken: 'x',
        },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSession(buildData({ mode: 'web' }));
    expect(await screen.findByText('Participação encerrada')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Iniciar entrevista' })).toBeNull();
  });
});

describe('completion key', () => {
  it('is kept for a response across retries until forgotten', () => {
    const first = getCompletionKey('r1');
    expect(getCompletionKey('r1')).toBe(first);
    expect(getCompletionKey('r2')).not.toBe(first);
    forgetCompletionKey('r1');
    expect(getCompletionKey('r1')).not.toBe(first);
  });
});
