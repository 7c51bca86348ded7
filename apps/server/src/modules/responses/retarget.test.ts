import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { flushDashboards, recountCampaign, storedCounters } from '../dashboards';

describe('corrections and quotas', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  it('moves the quota count when a correction changes the targets a complete response meets', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [
        { name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 1 },
        { name: 'Clínica geral', condition: "{especialidade} = 'clinica_geral'", goal: 1 },
      ],
    });
    const submit = async (especialidade: string) => {
      const user = await buildUser(app);
      const started = await startResponse(app, user.auth, campaign.id);
      const res = await app.inject({
        method: 'POST',
        url: `/api/survey-player/responses/${started.id}/complete`,
        headers: user.auth,
        payload: { answers: { ...VALID_ANSWERS, especialidade }, idempotencyKey: randomUUID() },
      });
      expect(res.json().status).toBe('complete');
      return started.id;
    };
    const counts = async () =>
      Object.fromEntries(
        (
          await app.inject({
            method: 'GET',
            url: `/api/campaigns/${campaign.id}/targets`,
            headers: staff.auth,
          })
        )
          .json()
          .targets.map((t: { name: string; completes: number }) => [t.name, t.completes]),
      );
    const correct = (id: string, especialidade: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/responses/${id}`,
        headers: staff.auth,
        payload: { answers: { especialidade }, reason: 'Especialidade confirmada por telefone' },
      });

    const cardio = await submit('cardiologia');
    const clinic = await submit('clinica_geral');
    expect(await counts()).toEqual({ Cardiologia: 1, 'Clínica geral': 1 });

    const refused = await correct(cardio, 'clinica_geral');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'A correção colocaria a resposta na cota "Clínica geral", que já atingiu a meta.',
    );
    const unchanged = await app.inject({
      method: 'GET',
      url: `/api/responses/${cardio}`,
      headers: staff.auth,
    });
    expect(unchanged.json().answers.especialidade).toBe('cardiologia');
    expect(unchanged.json().audit).toHaveLength(0);
    expect(await counts()).toEqual({ Cardiologia: 1, 'Clínica geral': 1 });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/responses/${clinic}`,
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(204);
    const moved = await correct(cardio, 'clinica_geral');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await counts()).toEqual({ Cardiologia: 0, 'Clínica geral': 1 });

    await flushDashboards(app.db);
    expect(await storedCounters(app.db, campaign.id)).toEqual(await recountCampaign(app.db, campaign.id));
  });

  it('closing a questionnaire closes its campaigns: the player takes no new response', async () => {
    const { survey, campaign } = await fieldCampaign(app, staff);
    const closed = await app.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/close`,
      headers: staff.auth,
    });
    expect(closed.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}`,
      headers: staff.auth,
    });
    expect(after.json()).toMatchObject({ status: 'closed', isOpen: false });
    const user = await buildUser(app);
    const start = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${campaign.id}/responses`,
      headers: user.auth,
      payload: {},
    });
    expect(start.statusCode).toBe(409);
  });
});
