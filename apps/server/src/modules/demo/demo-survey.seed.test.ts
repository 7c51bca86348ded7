import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedPanelDemo } from './demo-panel.seed';
import { DEMO_CAMPAIGN_NAME, seedSurveyDemo } from './demo-survey.seed';

describe('survey demo seed', () => {
  const { app } = useTestApp({ config: { seedDemo: true } });
  let auth: { authorization: string };

  beforeAll(async () => {
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@pesquisemais.com.br', password: app.config.demoPasswords.admin },
    });
    auth = { authorization: `Bearer ${signin.json().access_token}` };
  });

  it('seeds a published questionnaire, a campaign in the field, two targets and responses, once', async () => {
    const surveys = await app.inject({ method: 'GET', url: '/api/surveys', headers: auth });
    expect(surveys.json().items).toHaveLength(1);
    expect(surveys.json().items[0]).toMatchObject({
      title: 'Percepção de tratamentos em cardiologia',
      status: 'published',
    });
    const campaigns = await app.inject({ method: 'GET', url: '/api/campaigns', headers: auth });
    const campaign = campaigns.json().items[0];
    expect(campaign).toMatchObject({ name: DEMO_CAMPAIGN_NAME, status: 'fielding', isOpen: true });
    expect(campaign.counts).toEqual({ partial: 2, complete: 15, screenedOut: 2, overQuota: 0 });
    const targets = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/targets`,
      headers: auth,
    });
    expect(
      targets
        .json()
        .targets.map((t: { name: string; goal: number; completes: number }) => [t.name, t.goal, t.completes]),
    ).toEqual([
      ['Cardiologia', 50, 9],
      ['Clínica geral', 30, 5],
    ]);
    expect(await seedSurveyDemo(app.db)).toBe(false);
  });

  it('its questionnaire validates a full answer and screens out non-physicians', async () => {
    const campaigns = await app.inject({ method: 'GET', url: '/api/campaigns', headers: auth });
    const campaignId = campaigns.json().items[0].id as string;
    const started = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${campaignId}/responses`,
      headers: auth,
      payload: { asInterview: true },
    });
    const out = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.json().id}/complete`,
      headers: auth,
      payload: { answers: { profissao: 'enfermeiro' }, idempotencyKey: randomUUID() },
    });
    expect(out.json().status).toBe('screened_out');
    const crm = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${campaignId}/responses`,
      headers: auth,
      payload: { asInterview: true },
    });
    // The player saves what the respondent typed before the page is validated (going back), so a partial
    // save keeps it; the submit is where the CRM's validator refuses it, as the player would.
    const partial = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${crm.json().id}`,
      headers: auth,
      payload: { answers: { profissao: 'medico', crm: 'ABC' }, currentPage: 0 },
    });
    expect(partial.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${crm.json().id}/complete`,
      headers: auth,
      payload: { answers: { profissao: 'medico', crm: 'ABC' }, idempotencyKey: randomUUID() },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.crm).toBe('Informe apenas os números do CRM (4 a 7 dígitos).');
  });

  it('seeds a panel of physicians, some invited to the demo campaign, and never twice', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/survey-users/respondents?pageSize=100',
      headers: auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(40);
    const cardio = await app.inject({
      method: 'GET',
      url: '/api/survey-users/respondents?attr=especialidade:cardiologia',
      headers: auth,
    });
    expect(cardio.json().total).toBeGreaterThan(0);
    const invited = await app.db.query<{ n: number; opted: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE r.opted_out OR NOT r.consent)::int AS opted
         FROM invitations i JOIN respondents r ON r.id = i.respondent_id`,
    );
    expect(invited.rows[0]).toEqual({ n: 12, opted: 0 });
    expect(await seedPanelDemo(app.db)).toBe(false);
  });
});
