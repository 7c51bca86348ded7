import { randomUUID } from 'node:crypto';
import { PLAY_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('quotas', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  const targetsOf = async (campaignId: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/targets`, headers: staff.auth })
    ).json().targets as { name: string; completes: number; goal: number; isFull: boolean }[];

  /** A new user starts a response in the campaign and submits these answers complete. */
  const startAndSubmit = async (campaignId: string, answers: Record<string, unknown> = VALID_ANSWERS) => {
    const user = await buildUser(app, { role: 'user' });
    const response = await startResponse(app, user.auth, campaignId);
    return app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${response.id}/complete`,
      headers: user.auth,
      payload: { answers, idempotencyKey: randomUUID() },
    });
  };

  it('never passes the goal under 50 concurrent submits (goal 10: 10 complete, 40 over quota)', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 10 }],
    });
    const users = await Promise.all(Array.from({ length: 50 }, () => buildUser(app, { role: 'user' })));
    const started = await Promise.all(users.map((user) => startResponse(app, user.auth, campaign.id)));
    const results = await Promise.all(
      started.map((response, i) =>
        app.inject({
          method: 'POST',
          url: `/api/survey-player/responses/${response.id}/complete`,
          headers: (users[i] as BuiltUser).auth,
          payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
        }),
      ),
    );
    const statuses = results.map((res) => res.json().status as string);
    expect(statuses.filter((status) => status === 'complete')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'over_quota')).toHaveLength(40);
    const [target] = await targetsOf(campaign.id);
    expect(target).toMatchObject({ completes: 10, goal: 10, isFull: true });
    const overQuota = results.find((res) => res.json().status === 'over_quota');
    expect(overQuota?.json().message).toBe(PLAY_MESSAGES.over_quota);
  });

  it('counts a complete in every matching target, and not in others', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [
        { name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 50 },
        { name: 'Clínica geral', condition: "{especialidade} = 'clinica_geral'", goal: 30 },
        { name: 'Total', condition: '', goal: 100 },
      ],
    });
    await startAndSubmit(campaign.id);
    expect((await targetsOf(campaign.id)).map((target) => target.completes)).toEqual([1, 0, 1]);
  });

  it('a full target rolls the whole submit back: over quota, and no other target counts it', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [
        { name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 1 },
        { name: 'Total', condition: '', goal: 100 },
      ],
    });
    expect((await startAndSubmit(campaign.id)).json().status).toBe('complete');
    expect((await startAndSubmit(campaign.id)).json().status).toBe('over_quota');
    expect((await targetsOf(campaign.id)).map((target) => target.completes)).toEqual([1, 1]);
  });

  it('ends a partial as over quota as soon as its answers fall into a full target', async () => {
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [{ name: 'Clínica geral', condition: "{especialidade} = 'clinica_geral'", goal: 1 }],
    });
    const done = await startAndSubmit(campaign.id, { ...VALID_ANSWERS, especialidade: 'clinica_geral' });
    expect(done.json().status).toBe('complete');
    const second = await buildUser(app);
    const b = await startResponse(app, second.auth, campaign.id);
    const save = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${b.id}`,
      headers: second.auth,
      payload: { answers: { profissao: 'medico', especialidade: 'clinica_geral' }, currentPage: 1 },
    });
    expect(save.json()).toEqual({ status: 'over_quota', message: PLAY_MESSAGES.over_quota });
  });
});
