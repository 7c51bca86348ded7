import { RESUME_TOKEN_HEADER, type TPlayCampaign } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { forgetCompletionKey, getCompletionKey } from '../api/idempotency-key';
import { startResponse } from '../api/survey-player-api';
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
      oneResponsePerUser: true,
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

  it('shows the end of a finished response even when the campaign has closed since', () => {
    const response = {
      id: 'r1',
      answers: {},
      currentPage: 0,
      status: 'complete',
      isInterview: false,
    } as const;
    renderSession(buildData({ isOpen: false, statusMessage: 'Esta pesquisa foi encerrada.' }, response));
    expect(document.querySelector('[data-end="complete"]')).toBeTruthy();
    expect(screen.queryByText('Pesquisa indisponível')).toBeNull();
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

  it("reopens a finished response on the questionnaire's own end page, with its answers", async () => {
    const data: TPlayCampaign = buildData(
      {},
      {
        id: 'r1',
        answers: { q1: 'Dra. Ana' },
        currentPage: 0,
        status: 'complete',
        isInterview: false,
      },
    );
    data.version.schema = {
      ...data.version.schema,
      completedHtml: '<h3>Até breve, {q1}</h3><p>Seu honorário será creditado em até 30 dias.</p>',
    };
    renderSession(data);
    expect(await screen.findByRole('heading', { name: 'Até breve, Dra. Ana' })).toBeTruthy();
    expect(screen.getByText('Seu honorário será creditado em até 30 dias.')).toBeTruthy();
    expect(screen.queryByText('Respostas enviadas')).toBeNull();
  });

  it("keeps the app's over-quota text even when the questionnaire has an end page", () => {
    const data: TPlayCampaign = buildData(
      {},
      { id: 'r1', answers: {}, currentPage: 0, status: 'over_quota', isInterview: false },
    );
    data.version.schema = { ...data.version.schema, completedHtml: '<p>Seu honorário será creditado.</p>' };
    renderSession(data);
    expect(screen.getByText('Cota preenchida')).toBeTruthy();
    expect(screen.queryByText('Seu honorário será creditado.')).toBeNull();
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
    expect(url).toBe('/api/survey-player/campaigns/c1/responses');
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

describe('PlayerSession: one response per browser', () => {
  const started = (id: string, status: string, resumeToken: string) =>
    jsonResponse({ id, answers: {}, currentPage: 0, status, isInterview: false, resumeToken }, 201);

  it('keeps the resume token and sends it with the next start of this campaign', async () => {
    localStorage.clear();
    const fetchMock = vi.fn(async () => started('r3', 'screened_out', 'token-do-navegador'));
    vi.stubGlobal('fetch', fetchMock);
    renderSession(buildData({ mode: 'web' }));
    expect(await screen.findByText('Participação encerrada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Responder novamente' })).toBeNull();
    await startResponse('c1', { asInterview: false });
    const init = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get(RESUME_TOKEN_HEADER)).toBe('token-do-navegador');
  });

  it("offers 'Responder novamente' when the campaign allows it, starting without the old token", async () => {
    localStorage.clear();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async () => started('r4', 'complete', 'primeiro'))
      .mockImplementationOnce(async () => started('r5', 'screened_out', 'segundo'));
    vi.stubGlobal('fetch', fetchMock);
    renderSession(buildData({ mode: 'web', oneResponsePerUser: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Responder novamente' }));
    expect(await screen.findByText('Participação encerrada')).toBeTruthy();
    const init = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get(RESUME_TOKEN_HEADER)).toBeNull();
    expect(localStorage.getItem('pm_resume_c1')).toBe('segundo');
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
