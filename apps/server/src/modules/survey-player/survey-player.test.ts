import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES, PLAY_MESSAGES } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  type FieldedCampaign,
  fieldCampaign,
  startResponse,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('survey player', () => {
  const {
    app,
    users: { staff, user: respondent },
  } = useTestApp({ roles: ['staff', 'user'] });
  let fielded: FieldedCampaign;

  beforeAll(async () => {
    fielded = await fieldCampaign(app, staff);
  });

  const complete = (
    id: string,
    answers: Record<string, unknown>,
    key = randomUUID(),
    headers = respondent.auth,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${id}/complete`,
      headers,
      payload: { answers, idempotencyKey: key },
    });

  it('lists the open campaign and serves its frozen version', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/survey-player/surveys',
      headers: respondent.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { campaignId: string }) => item.campaignId)).toContain(
      fielded.campaign.id,
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/survey-player/campaigns/${fielded.campaign.id}`,
      headers: respondent.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().campaign.isOpen).toBe(true);
    expect(res.json().version.version).toBe(1);
    expect(res.json().response).toBeNull();
  });

  it('saves a partial and resumes it on another device with the same account', async () => {
    const started = await startResponse(app, respondent.auth, fielded.campaign.id);
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${started.id}`,
      headers: respondent.auth,
      payload: { answers: { profissao: 'medico', especialidade: 'cardiologia' }, currentPage: 1 },
    });
    expect(save.json()).toEqual({ status: 'partial', message: PLAY_MESSAGES.partial });
    const again = await startResponse(app, respondent.auth, fielded.campaign.id);
    expect(again.id).toBe(started.id);
    expect(again.currentPage).toBe(1);
    expect(again.answers).toEqual({ profissao: 'medico', especialidade: 'cardiologia' });
    const view = await app.inject({
      method: 'GET',
      url: `/api/survey-player/campaigns/${fielded.campaign.id}`,
      headers: respondent.auth,
    });
    expect(view.json().response.id).toBe(started.id);
  });

  it('refuses invalid answers with 422, the question and a Portuguese message, storing nothing', async () => {
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, fielded.campaign.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...VALID_ANSWERS, anos: undefined }, 'anos', 'Resposta obrigatória.'],
      [{ ...VALID_ANSWERS, anos: 61 }, 'anos', 'O valor máximo é 60.'],
      [{ ...VALID_ANSWERS, especialidade: 'ortopedia' }, 'especialidade', 'Opção inválida.'],
      [{ ...VALID_ANSWERS, nota: 9 }, 'nota', 'Escolha um valor entre 1 e 5.'],
      [{ ...VALID_ANSWERS, inicio: '2026-02-30' }, 'inicio', 'Data inválida (use AAAA-MM-DD).'],
      [{ ...VALID_ANSWERS, matriz: { eficacia: 7 } }, 'matriz', 'Linha ou coluna inválida na matriz.'],
      [{ ...VALID_ANSWERS, inventada: 'x' }, 'inventada', 'Pergunta desconhecida neste questionário.'],
      [{ ...VALID_ANSWERS, nota: 1 }, 'motivo', 'Resposta obrigatória.'],
    ];
    for (const [answers, field, message] of cases) {
      const res = await complete(started.id, answers, randomUUID(), user.auth);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error.code).toBe('UNPROCESSABLE');
      expect(res.json().error.fields[field]).toBe(message);
    }
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${started.id}`,
      headers: user.auth,
      payload: { answers: { anos: 'muitos' }, currentPage: 0 },
    });
    expect(save.statusCode).toBe(422);
    expect(save.json().error.fields.anos).toBe('Informe um número.');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/responses/${started.id}`,
      headers: staff.auth,
    });
    expect(detail.json().status).toBe('partial');
    expect(detail.json().answers).toEqual({});
  });

  it('accepts a complete valid response, with "other" and a matrix', async () => {
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, fielded.campaign.id);
    const answers = {
      ...VALID_ANSWERS,
      especialidade: 'other',
      'especialidade-Comment': 'Hematologia',
      matriz: { eficacia: 2, custo: 1 },
      inicio: '2024-03-01',
      fontes: ['revistas'],
    };
    const res = await complete(started.id, answers, randomUUID(), user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'complete', message: PLAY_MESSAGES.complete });
  });

  it('screens out non-physicians (trigger of type complete)', async () => {
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, fielded.campaign.id);
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${started.id}`,
      headers: user.auth,
      payload: { answers: { profissao: 'enfermeiro' }, currentPage: 0 },
    });
    expect(save.json()).toEqual({ status: 'screened_out', message: PLAY_MESSAGES.screened_out });
    const again = await complete(started.id, VALID_ANSWERS, randomUUID(), user.auth);
    expect(again.statusCode).toBe(409);
  });

  it('makes a retried submit idempotent: one response, one count', async () => {
    const f = await fieldCampaign(app, staff, { targets: [{ name: 'Todos', condition: '', goal: 5 }] });
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, f.campaign.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      complete(started.id, VALID_ANSWERS, key, user.auth),
      complete(started.id, VALID_ANSWERS, key, user.auth),
    ]);
    const c = await complete(started.id, VALID_ANSWERS, key, user.auth);
    for (const res of [a, b, c]) expect(res.json().status).toBe('complete');
    const targets = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${f.campaign.id}/targets`,
      headers: staff.auth,
    });
    expect(targets.json().targets[0].completes).toBe(1);
    const list = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${f.campaign.id}/responses`,
      headers: staff.auth,
    });
    expect(list.json().total).toBe(1);
  });

  it('refuses new responses and submits while paused or closed, with a clear message', async () => {
    const f = await fieldCampaign(app, staff);
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, f.campaign.id);
    for (const [status, message] of [
      ['paused', CAMPAIGN_MESSAGES.paused],
      ['closed', CAMPAIGN_MESSAGES.closed],
    ] as const) {
      await app.inject({
        method: 'POST',
        url: `/api/campaigns/${f.campaign.id}/status`,
        headers: staff.auth,
        payload: { status },
      });
      const start = await app.inject({
        method: 'POST',
        url: `/api/survey-player/campaigns/${f.campaign.id}/responses`,
        headers: user.auth,
        payload: {},
      });
      expect(start.statusCode).toBe(409);
      expect(start.json().error.message).toBe(message);
      const submit = await complete(started.id, VALID_ANSWERS, randomUUID(), user.auth);
      expect(submit.json().error.message).toBe(message);
      const view = await app.inject({
        method: 'GET',
        url: `/api/survey-player/campaigns/${f.campaign.id}`,
        headers: user.auth,
      });
      expect(view.json().campaign).toMatchObject({ isOpen: false, statusMessage: message });
    }
  });

  it('lets interviewers start interviews only where the mode allows, marked with their id', async () => {
    const interviewer = await buildUser(app, { role: 'interview' });
    const started = await startResponse(app, interviewer.auth, fielded.campaign.id, {
      asInterview: true,
      respondentName: 'Dra. Ana',
    });
    expect(started.isInterview).toBe(true);
    const done = await complete(started.id, VALID_ANSWERS, randomUUID(), interviewer.auth);
    expect(done.json().status).toBe('complete');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/responses/${started.id}`,
      headers: staff.auth,
    });
    expect(detail.json()).toMatchObject({
      isInterview: true,
      interviewerId: interviewer.row.id,
      respondentName: 'Dra. Ana',
    });
    const webOnly = await fieldCampaign(app, staff, { mode: 'web' });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${webOnly.campaign.id}/responses`,
      headers: interviewer.auth,
      payload: { asInterview: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PLAY_MESSAGES.interviewNotAllowed);
    const asUser = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${fielded.campaign.id}/responses`,
      headers: respondent.auth,
      payload: { asInterview: true },
    });
    expect(asUser.statusCode).toBe(403);
  });

  it("refuses another person's response unless the resume token is presented", async () => {
    const owner = await buildUser(app, { role: 'user' });
    const other = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, owner.auth, fielded.campaign.id);
    const payload = { answers: { profissao: 'medico' }, currentPage: 0 };
    const url = `/api/survey-player/responses/${started.id}`;
    expect((await app.inject({ method: 'PUT', url, headers: other.auth, payload })).statusCode).toBe(403);
    const withToken = await app.inject({
      method: 'PUT',
      url,
      headers: { 'x-resume-token': started.resumeToken },
      payload,
    });
    expect(withToken.json().status).toBe('partial');
  });
});
