import { randomUUID } from 'node:crypto';
import { PLAY_MESSAGES, type TSurveySchema } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createSurvey, fieldCampaign, startResponse } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

/** One screen-out trigger (no endAs: today's meaning) and one trigger the author marked as a complete ending. */
const ENDINGS_SCHEMA: TSurveySchema = {
  title: 'Encerramentos',
  pages: [
    {
      name: 'perfil',
      elements: [
        {
          type: 'radiogroup',
          name: 'situacao',
          title: 'Situação',
          isRequired: true,
          choices: ['ativo', 'estudante', 'aposentado'],
        },
        { type: 'comment', name: 'observacao', title: 'Observação' },
      ],
    },
    {
      name: 'pratica',
      elements: [
        { type: 'text', name: 'anos', title: 'Anos de prática', inputType: 'number', isRequired: true },
      ],
    },
  ],
  triggers: [
    { type: 'complete', expression: "{situacao} = 'estudante'" },
    { type: 'complete', expression: "{situacao} = 'aposentado'", endAs: 'complete' },
  ],
};

describe('how a complete trigger ends a response', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  async function submit(campaignId: string, answers: Record<string, unknown>) {
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, campaignId);
    return app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers, idempotencyKey: randomUUID() },
    });
  }

  const countsOf = async (campaignId: string) =>
    (await app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}`, headers: staff.auth })).json()
      .counts as { complete: number; screenedOut: number };
  const targetsOf = async (campaignId: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/targets`, headers: staff.auth })
    ).json().targets as { name: string; completes: number }[];

  it('keeps endAs in the stored questionnaire and refuses an unknown ending', async () => {
    const survey = await createSurvey(app, staff, ENDINGS_SCHEMA);
    expect(survey.schema.triggers).toEqual(ENDINGS_SCHEMA.triggers);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: staff.auth,
      payload: {
        title: 'Gatilho errado',
        schema: {
          ...ENDINGS_SCHEMA,
          triggers: [{ type: 'complete', expression: '{a} = 1', endAs: 'completa' }],
        },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'schema.triggers.0.endAs': 'Use "screenout" ou "complete" em endAs',
    });
  });

  it('ends as screen-out by default and as complete when the trigger says so, counting it in quotas', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      schema: ENDINGS_SCHEMA,
      targets: [
        { name: 'Aposentados', condition: "{situacao} = 'aposentado'", goal: 5 },
        { name: 'Estudantes', condition: "{situacao} = 'estudante'", goal: 5 },
      ],
    });
    // Both end on the first page: 'anos' (required, second page) is not asked of them.
    const screened = await submit(campaign.id, { situacao: 'estudante' });
    expect(screened.json()).toEqual({ status: 'screened_out', message: PLAY_MESSAGES.screened_out });
    const early = await submit(campaign.id, { situacao: 'aposentado' });
    expect(early.json()).toEqual({ status: 'complete', message: PLAY_MESSAGES.complete });
    // A respondent no trigger ends still answers every required question.
    const missing = await submit(campaign.id, { situacao: 'ativo' });
    expect(missing.statusCode).toBe(422);
    expect((await submit(campaign.id, { situacao: 'ativo', anos: 3 })).json().status).toBe('complete');

    expect(await countsOf(campaign.id)).toMatchObject({ complete: 2, screenedOut: 1 });
    const completes = Object.fromEntries((await targetsOf(campaign.id)).map((t) => [t.name, t.completes]));
    expect(completes).toEqual({ Aposentados: 1, Estudantes: 0 });
  });

  it('saving a page that meets a complete ending leaves the response open until the submit', async () => {
    const { campaign } = await fieldCampaign(app, staff, { schema: ENDINGS_SCHEMA });
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, campaign.id);
    const save = (answers: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/survey-player/responses/${started.id}`,
        headers: user.auth,
        payload: { answers, currentPage: 1 },
      });
    expect((await save({ situacao: 'aposentado' })).json().status).toBe('partial');
    expect((await save({ situacao: 'estudante' })).json().status).toBe('screened_out');
  });

  it('lets staff correct a response that ended early as complete without the questions it skipped', async () => {
    const { campaign } = await fieldCampaign(app, staff, { schema: ENDINGS_SCHEMA });
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, campaign.id);
    await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: { situacao: 'aposentado' }, idempotencyKey: randomUUID() },
    });
    const correct = (answers: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/responses/${started.id}`,
        headers: staff.auth,
        payload: { answers, reason: 'Confirmado por telefone' },
      });
    const noted = await correct({ observacao: 'Aposentou-se em 2024' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({
      status: 'complete',
      answers: { observacao: 'Aposentou-se em 2024' },
    });
    // Corrected to a profile no trigger ends early: the required question it skipped is missing now.
    const refused = await correct({ situacao: 'ativo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty('anos');
  });
});
