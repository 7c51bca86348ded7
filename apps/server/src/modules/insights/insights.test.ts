import { randomUUID } from 'node:crypto';
import { BUSINESS_TIME_ZONE, type TAnalyticsWidgets, type TProjectWidgets } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import {
  createTemplate,
  panelMember,
  startLotJob,
  startPickySmtp,
  waitForJob,
} from '../../../test/mailing-factories';
import { fieldCampaign, submitAnswers, submitComplete, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { seedInsights } from './insights.seed';
import { INSIGHT_MESSAGES } from './insights.service';

let smtp: Awaited<ReturnType<typeof startPickySmtp>>;
beforeAll(async () => {
  smtp = await startPickySmtp({});
});
afterAll(() => smtp.close());
const {
  app,
  users: { staff, mailing_operator: operator },
} = useTestApp({
  roles: ['staff', 'mailing_operator'],
  config: () => ({ runWorker: true, smtpUrl: smtp.url, publicUrl: 'http://pesquise.test' }),
});
let projectId: string;
let otherId: string;

const get = async <T>(url: string, user: BuiltUser = staff) => {
  const res = await app.inject({ method: 'GET', url, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const project = (id = projectId) =>
  get<TProjectWidgets>(`/api/project-dashboard-app/widgets?projectId=${id}`);
const kpi = (widgets: TProjectWidgets, id: string) => widgets.kpis.find((entry) => entry.id === id);
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(date);

/** A respondent answers as a nurse: the questionnaire's trigger screens the response out. */
async function screenedOut(campaignId: string) {
  expect((await submitAnswers(app, campaignId, { profissao: 'enfermeiro' })).status).toBe('screened_out');
}

beforeAll(async () => {
  await app.ready();
  projectId = (await fieldCampaign(app, staff)).campaign.id;
  otherId = (await fieldCampaign(app, staff)).campaign.id;
  await submitComplete(app, projectId, VALID_ANSWERS);
  await submitComplete(app, projectId, { ...VALID_ANSWERS, especialidade: 'clinica_geral' });
  await submitComplete(app, otherId, VALID_ANSWERS);
  await screenedOut(projectId);
});

describe('project and analytics dashboards: who may read them', () => {
  it('refuses a guest (401) and a role outside collection (403), in Portuguese', async () => {
    for (const url of [
      '/api/project-dashboard-app/widgets',
      '/api/project-dashboard-app/projects',
      '/api/analytics-dashboard-app/widgets',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const refused = await app.inject({ method: 'GET', url, headers: operator.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/permissão/i);
    }
  });

  it('checks the project: a malformed id is a 400, an unknown one a 404, each with its message', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/project-dashboard-app/widgets?projectId=abc',
      headers: staff.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Projeto inválido: escolha um da lista.');
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/project-dashboard-app/widgets?projectId=${randomUUID()}`,
      headers: staff.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(INSIGHT_MESSAGES.projectNotFound);
  });
});

describe('project dashboard', () => {
  it('lists the campaigns as projects, the newest first', async () => {
    const projects = await get<{ id: string; name: string }[]>('/api/project-dashboard-app/projects');
    expect(projects.map((entry) => entry.id)).toEqual([otherId, projectId]);
    expect(projects[0]?.name).toBe('Onda de teste');
  });

  it("counts one project's responses this week: KPIs, problems, channel preference and diseases", async () => {
    const widgets = await project();
    expect(kpi(widgets, 'completes')).toMatchObject({
      title: 'Respostas completas',
      counts: { 'this-week': 2, 'last-week': 0, 'two-weeks-ago': 0 },
      extraLabel: 'Iniciadas',
      extraCounts: { 'this-week': 3 },
    });
    expect(kpi(widgets, 'screened')?.counts['this-week']).toBe(1);
    expect(widgets.problems.overview['this-week']).toEqual({ screenedOut: 1, overQuota: 0, partial: 0 });
    const screenedByDay = widgets.problems.series['this-week'].find((series) => series.name === 'Filtradas');
    const isoDay =
      ((new Date(new Date().toLocaleString('en-US', { timeZone: BUSINESS_TIME_ZONE })).getDay() + 6) % 7) + 1;
    expect(screenedByDay?.data[isoDay - 1]).toBe(1);
    expect(screenedByDay?.data.reduce((sum, n) => sum + n, 0)).toBe(1);
    // Signed-in respondents without an invitation came by the open link.
    const linkAt = widgets.preference.labels.indexOf('Link aberto');
    expect(widgets.preference.labels).toEqual(['Convite do painel', 'Link aberto', 'Entrevista']);
    expect(widgets.preference.series['this-week'][linkAt]).toBe(2);
    expect(widgets.preference.series['last-week']).toEqual([0, 0, 0]);
    const diseases = Object.fromEntries(
      widgets.diseases.labels.map((label, index) => [label, widgets.diseases.series['this-week'][index]]),
    );
    expect(diseases).toEqual({ Cardiologia: 1, 'Clinica geral': 1 });
  });

  it('keeps projects apart; without a project it sums the firm', async () => {
    expect(kpi(await project(otherId), 'completes')?.counts['this-week']).toBe(1);
    const firm = await get<TProjectWidgets>('/api/project-dashboard-app/widgets');
    expect(kpi(firm, 'completes')?.counts['this-week']).toBe(3);
  });

  it("shows a job scheduled for today or tomorrow among the dispatches, and a sent job's invitations", async () => {
    const lot = randomUUID().slice(0, 8);
    const member = await panelMember(app, staff, {
      attributes: { especialidade: 'oncologia', uf: 'PE', lote: lot },
    });
    const template = await createTemplate(app, operator);
    const at = new Date(Date.now() + 3_600_000);
    const created = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs',
      headers: operator.auth,
      payload: {
        templateVersionId: template.versionId,
        campaignId: projectId,
        audience: { type: 'panel', attributes: { lote: lot } },
        scheduledAt: at.toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    const widgets = await project();
    const day = dayOf(at) === dayOf(new Date()) ? 'today' : 'tomorrow';
    expect(widgets.dispatches[day]).toEqual([
      {
        id: created.json().id,
        template: 'Convite cardio',
        campaign: 'Onda de teste',
        at: at.toISOString(),
        recipients: 1,
        status: 'scheduled',
      },
    ]);
    expect((await project(otherId)).dispatches[day]).toEqual([]);

    // A job sent now invites the member: the week's invitations and the respondents table show it.
    await waitForJob(app, operator, await startLotJob(app, operator, { campaignId: projectId, lot }));
    const after = await project();
    expect(kpi(after, 'invitations')?.counts['this-week']).toBe(1);
    expect(after.respondents).toEqual([
      expect.objectContaining({
        id: member.id,
        specialty: 'oncologia',
        uf: 'PE',
        invitations: 1,
        completes: 0,
        status: 'active',
      }),
    ]);
    expect((await project(otherId)).respondents).toEqual([]);
  });

  it('reads the budget and the field cities weather the seed wrote once', async () => {
    expect(await seedInsights(app.db)).toBe(true);
    expect(await seedInsights(app.db)).toBe(false);
    const { budget, weather } = await project();
    expect(budget).toHaveLength(6);
    expect(budget[0]).toEqual({ category: 'Incentivos a respondentes', budget: 180_000, spent: 112_450.5 });
    expect(weather.map((city) => `${city.city}/${city.uf}`)).toContain('Manaus/AM');
    expect(weather[0]?.forecast).toHaveLength(4);
  });
});

describe('analytics dashboard', () => {
  it("adds up this year's months, the last eight weeks and the panel", async () => {
    const widgets = await get<TAnalyticsWidgets>('/api/analytics-dashboard-app/widgets');
    const month = Number(dayOf(new Date()).slice(5, 7));
    const completes = widgets.responsesOverview['this-year'].find((series) => series.name === 'Completas');
    expect(completes?.data[month - 1]).toBe(3);
    expect(completes?.data.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(widgets.responsesOverview['last-year'][0]?.data.every((n) => n === 0)).toBe(true);
    expect(widgets.completion).toMatchObject({ started: 4, completed: 3 });
    expect(widgets.completion.weekly.at(-1)).toBe(3);
    expect(widgets.invitations).toMatchObject({ sent: 1 });
    // Three different people completed once each.
    expect(widgets.newVsReturning.series).toEqual([3, 0]);
    expect(widgets.specialties.labels).toContain('Oncologia');
    expect(widgets.panelStatus.labels).toEqual(['Ativos', 'Sem consentimento', 'Descadastrados']);
    expect(widgets.panelStatus.series.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
