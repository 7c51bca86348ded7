import { randomUUID } from 'node:crypto';
import { SURVEY_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  createSurvey,
  fieldCampaign,
  SAMPLE_SCHEMA,
  startResponse,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('questionnaires', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  const patch = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/surveys/${id}`, headers: staff.auth, payload });

  it('creates, lists with filters and categories, duplicates and archives', async () => {
    const survey = await createSurvey(app, staff);
    expect(survey).toMatchObject({
      status: 'draft',
      revision: 1,
      handle: 'percepcao-de-tratamentos',
      questionCount: 8,
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/surveys?status=draft&q=percep',
      headers: staff.auth,
    });
    expect(list.json().items.some((item: { id: string }) => item.id === survey.id)).toBe(true);
    expect(list.json().categories).toContain('Cardiologia');
    expect(list.json().items[0].schema).toBeUndefined();
    const copy = await app.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/duplicate`,
      headers: staff.auth,
    });
    expect(copy.json()).toMatchObject({ title: 'Percepção de tratamentos (cópia)', status: 'draft' });
    await app.inject({
      method: 'POST',
      url: `/api/surveys/${copy.json().id}/archive`,
      headers: staff.auth,
      payload: { archived: true },
    });
    const active = await app.inject({ method: 'GET', url: '/api/surveys?pageSize=100', headers: staff.auth });
    expect(active.json().items.some((item: { id: string }) => item.id === copy.json().id)).toBe(false);
    const archived = await app.inject({
      method: 'GET',
      url: '/api/surveys?archived=true',
      headers: staff.auth,
    });
    expect(archived.json().items.map((item: { id: string }) => item.id)).toEqual([copy.json().id]);
  });

  it('publishing freezes a version; later edits change only the draft; responses keep their version', async () => {
    const { survey, campaign } = await fieldCampaign(app, staff);
    const user = await buildUser(app);
    const early = await startResponse(app, user.auth, campaign.id);
    const edited = {
      ...SAMPLE_SCHEMA,
      pages: [...SAMPLE_SCHEMA.pages, { name: 'extra', elements: [{ type: 'text', name: 'novo' }] }],
    };
    const saved = await patch(survey.id, { baseRevision: survey.revision, schema: edited });
    expect(saved.json()).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      hasDraftChanges: true,
      revision: 2,
    });
    const v1 = await app.inject({
      method: 'GET',
      url: `/api/surveys/${survey.id}/versions/1`,
      headers: staff.auth,
    });
    expect(v1.json().schema.pages).toHaveLength(2);
    const second = await app.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/publish`,
      headers: staff.auth,
    });
    expect(second.json().version).toBe(2);
    const again = await app.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/publish`,
      headers: staff.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SURVEY_MESSAGES.nothingToPublish);
    const versions = await app.inject({
      method: 'GET',
      url: `/api/surveys/${survey.id}/versions`,
      headers: staff.auth,
    });
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/surveys/${survey.id}/versions/1`, headers: staff.auth })
      ).json().schema.pages,
    ).toHaveLength(2);

    const late = await startResponse(app, (await buildUser(app)).auth, campaign.id);
    const view = (id: string) =>
      app.inject({ method: 'GET', url: `/api/responses/${id}`, headers: staff.auth });
    expect((await view(early.id)).json().surveyVersion).toBe(1);
    expect((await view(late.id)).json().surveyVersion).toBe(2);
    // The early respondent still answers version 1: the question of version 2 is unknown to it.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${early.id}/complete`,
      headers: user.auth,
      payload: { answers: { ...VALID_ANSWERS, novo: 'x' }, idempotencyKey: randomUUID() },
    });
    expect(refused.statusCode).toBe(422);
    const resumed = await app.inject({
      method: 'GET',
      url: `/api/survey-player/campaigns/${campaign.id}`,
      headers: user.auth,
    });
    expect(resumed.json().version.version).toBe(1);
  });

  it('answers a stale autosave with 409 and keeps the newer save', async () => {
    const survey = await createSurvey(app, staff);
    const first = await patch(survey.id, { baseRevision: 1, title: 'Primeiro editor' });
    expect(first.json().revision).toBe(2);
    const stale = await patch(survey.id, { baseRevision: 1, title: 'Segundo editor' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', message: SURVEY_MESSAGES.conflict });
    const current = await app.inject({
      method: 'GET',
      url: `/api/surveys/${survey.id}`,
      headers: staff.auth,
    });
    expect(current.json()).toMatchObject({ title: 'Primeiro editor', revision: 2 });
  });

  it('answers a revision beyond the column (2^31 and up) with 400 and a message, never 500', async () => {
    const survey = await createSurvey(app, staff);
    for (const baseRevision of [2 ** 31, 2 ** 53 - 1]) {
      const res = await patch(survey.id, { baseRevision, title: 'Revisão enorme' });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain('Revisão inválida');
      const draft = await app.inject({
        method: 'POST',
        url: `/api/surveys/${survey.id}/import`,
        headers: staff.auth,
        payload: { schema: SAMPLE_SCHEMA, baseRevision },
      });
      expect(draft.statusCode).toBe(400);
    }
    expect(
      (await patch(survey.id, { baseRevision: 2 ** 31 - 1, title: 'Revisão no limite' })).statusCode,
    ).toBe(409);
  });

  it('refuses invalid imports with 422 and a Portuguese message, changing nothing', async () => {
    const survey = await createSurvey(app, staff);
    const invalid = [
      { schema: 'não é json de questionário' },
      { schema: { pages: [{ name: 'p', elements: [{ type: 'foguete', name: 'q1' }] }] } },
      {
        schema: {
          pages: [
            {
              name: 'p',
              elements: [
                { type: 'text', name: 'q1' },
                { type: 'text', name: 'q1' },
              ],
            },
          ],
        },
      },
      { schema: { pages: 'x' } },
    ];
    for (const body of invalid) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/surveys/${survey.id}/import`,
        headers: staff.auth,
        payload: { ...body, baseRevision: 1 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toMatch(/^Arquivo de questionário inválido\./);
      const fresh = await app.inject({
        method: 'POST',
        url: '/api/surveys/import',
        headers: staff.auth,
        payload: body,
      });
      expect(fresh.statusCode).toBe(422);
    }
    const after = await app.inject({ method: 'GET', url: `/api/surveys/${survey.id}`, headers: staff.auth });
    expect(after.json()).toMatchObject({ revision: 1, schema: SAMPLE_SCHEMA });
    const exported = await app.inject({
      method: 'GET',
      url: `/api/surveys/${survey.id}/export`,
      headers: staff.auth,
    });
    expect(exported.headers['content-disposition']).toContain('attachment');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/surveys/import',
      headers: staff.auth,
      payload: { schema: exported.json() },
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ title: 'Pesquisa de teste', questionCount: 8 });
  });

  it('keeps questionnaires to collection roles', async () => {
    const user = await buildUser(app, { role: 'user' });
    const interviewer = await buildUser(app, { role: 'interview' });
    expect((await app.inject({ method: 'GET', url: '/api/surveys', headers: user.auth })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/surveys' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/surveys', headers: interviewer.auth })).statusCode,
    ).toBe(200);
  });
});
