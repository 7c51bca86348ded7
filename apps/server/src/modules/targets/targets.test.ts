import { goalBelowCompletesMessage } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type FieldedCampaign, fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('targets: no role required, but nobody sees data without a right', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let a: FieldedCampaign;
  let b: FieldedCampaign;

  beforeAll(async () => {
    a = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 50 }],
    });
    b = await fieldCampaign(app, staff, {
      targets: [{ name: 'Clínica geral', condition: "{especialidade} = 'clinica_geral'", goal: 30 }],
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('staff see every campaign with progress', async () => {
    const all = await get('/api/targets', staff.auth);
    expect(all.statusCode).toBe(200);
    const ids = all.json().map((group: { campaign: { id: string } }) => group.campaign.id);
    expect(ids).toEqual(expect.arrayContaining([a.campaign.id, b.campaign.id]));
    const one = await get(`/api/campaigns/${a.campaign.id}/targets`, staff.auth);
    expect(one.json().targets[0]).toMatchObject({
      name: 'Cardiologia',
      goal: 50,
      completes: 0,
      isFull: false,
    });
  });

  it('a guest with the share token sees that campaign only, read-only', async () => {
    const share = a.campaign.shareToken as string;
    const all = await get(`/api/targets?share=${share}`);
    expect(all.json().map((group: { campaign: { id: string } }) => group.campaign.id)).toEqual([
      a.campaign.id,
    ]);
    expect((await get(`/api/campaigns/${a.campaign.id}/targets?share=${share}`)).statusCode).toBe(200);
    expect((await get(`/api/campaigns/${b.campaign.id}/targets?share=${share}`)).statusCode).toBe(404);
    const campaign = await get(`/api/campaigns/${a.campaign.id}?share=${share}`);
    expect(campaign.json().shareToken).toBeNull();
    const write = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${a.campaign.id}/targets?share=${share}`,
      payload: { name: 'x', goal: 1 },
    });
    expect(write.statusCode).toBe(401);
  });

  it('guests without a token get 401, users of role user get nothing, a wrong token 404', async () => {
    expect((await get('/api/targets')).statusCode).toBe(401);
    expect((await get(`/api/campaigns/${a.campaign.id}/targets`)).statusCode).toBe(401);
    const user = await buildUser(app, { role: 'user' });
    expect((await get('/api/targets', user.auth)).json()).toEqual([]);
    expect((await get(`/api/campaigns/${a.campaign.id}/targets`, user.auth)).statusCode).toBe(403);
    expect((await get(`/api/targets?share=${'z'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('regenerating the share token revokes the old link; invalid conditions are refused', async () => {
    const old = a.campaign.shareToken as string;
    const res = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${a.campaign.id}/share-token`,
      headers: staff.auth,
    });
    expect(res.json().shareToken).not.toBe(old);
    expect((await get(`/api/campaigns/${a.campaign.id}/targets?share=${old}`)).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${a.campaign.id}/targets`,
      headers: staff.auth,
      payload: { name: 'Quebrada', condition: '{a} = = (', goal: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toMatch(/^Condição inválida/);
  });

  it('refuses a goal below the completes already counted, with a message; equal is fine', async () => {
    const [target] = a.targets;
    if (!target) throw new Error('no target');
    await app.db.query('UPDATE targets SET completes = 3 WHERE id = $1', [target.id]);
    const setGoal = (goal: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${a.campaign.id}/targets/${target.id}`,
        headers: staff.auth,
        payload: { goal },
      });
    const below = await setGoal(2);
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe(goalBelowCompletesMessage(3));
    const kept = await get(`/api/campaigns/${a.campaign.id}/targets`, staff.auth);
    expect(kept.json().targets[0]).toMatchObject({ goal: 50, completes: 3 });
    expect((await setGoal(3)).json()).toMatchObject({ goal: 3, completes: 3, isFull: true });
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${a.campaign.id}/targets/${target.id}`,
      headers: staff.auth,
      payload: { name: 'Cardiologia (cheia)' },
    });
    expect(renamed.statusCode).toBe(200);
  });
});
