import type { TPlaySurveyItem } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { type FieldedCampaign, fieldCampaign, VALID_ANSWERS } from '../../../test/survey-factories';
import {
  getPlayCampaign,
  inviteRespondent,
  openInvitation,
  postComplete,
  postStart,
  withResumeToken,
} from '../../../test/survey-player-factories';
import { useTestApp } from '../../../test/test-app';

describe("campaigns a signed-in 'user' sees and how often they answer", () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let closed: FieldedCampaign;
  let open: FieldedCampaign;

  beforeAll(async () => {
    closed = await fieldCampaign(app, staff, { mode: 'web', isOpenToPanel: false });
    open = await fieldCampaign(app, staff, { mode: 'web', isOpenToPanel: true });
  });

  const listed = async (user: BuiltUser) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/survey-player/surveys?pageSize=100',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().items as TPlaySurveyItem[]).map((item) => item.campaignId);
  };
  const countOf = async (campaignId: string, userId: string) => {
    const result = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM responses WHERE campaign_id = $1 AND user_id = $2',
      [campaignId, userId],
    );
    return result.rows[0]?.n;
  };

  it('a campaign not opened to the panel is hidden from a user who was not invited', async () => {
    const user = await buildUser(app, { role: 'user' });
    const ids = await listed(user);
    expect(ids).toContain(open.campaign.id);
    expect(ids).not.toContain(closed.campaign.id);
    expect((await getPlayCampaign(app, user.auth, closed.campaign.id)).statusCode).toBe(404);
    expect((await postStart(app, user.auth, closed.campaign.id)).statusCode).toBe(404);
    expect(await countOf(closed.campaign.id, user.row.id)).toBe(0);
  });

  it('new campaigns are closed to the panel by default; staff see them all', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: staff.auth,
      payload: { surveyId: open.survey.id, name: 'Teste interno' },
    });
    expect(created.json()).toMatchObject({ isOpenToPanel: false, oneResponsePerUser: true });
    const ids = await listed(staff);
    expect(ids).toEqual(expect.arrayContaining([open.campaign.id, closed.campaign.id]));
  });

  it('an invited user (by e-mail) sees it and answers, without taking the invitation link’s place', async () => {
    const user = await buildUser(app, { role: 'user' });
    const token = await inviteRespondent(app, staff, closed.campaign.id, user.email.toUpperCase());
    expect(await listed(user)).toContain(closed.campaign.id);
    const started = await postStart(app, user.auth, closed.campaign.id);
    expect(started.statusCode).toBe(201);
    expect((await postComplete(app, user.auth, started.json().id, VALID_ANSWERS)).json().status).toBe(
      'complete',
    );
    // Registration checks no e-mail: an account with the invited address must not use up the e-mailed link.
    const byLink = await postStart(app, await openInvitation(app, token), closed.campaign.id);
    expect(byLink.json()).toMatchObject({ status: 'partial' });
    expect(byLink.json().id).not.toBe(started.json().id);
  });

  it('opening a campaign to the panel in the campaign form makes it visible', async () => {
    const other = await fieldCampaign(app, staff, { mode: 'web', isOpenToPanel: false });
    const user = await buildUser(app, { role: 'user' });
    expect(await listed(user)).not.toContain(other.campaign.id);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${other.campaign.id}`,
      headers: staff.auth,
      payload: { isOpenToPanel: true },
    });
    expect(patched.json().isOpenToPanel).toBe(true);
    expect(await listed(user)).toContain(other.campaign.id);
  });

  it('a signed-in user completes a campaign once: later starts show the end, even concurrent ones', async () => {
    const user = await buildUser(app, { role: 'user' });
    const [a, b] = await Promise.all([
      postStart(app, user.auth, open.campaign.id),
      postStart(app, user.auth, open.campaign.id),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect((await postComplete(app, user.auth, a.json().id, VALID_ANSWERS)).json().status).toBe('complete');
    const again = await postStart(app, user.auth, open.campaign.id);
    expect(again.json()).toMatchObject({ id: a.json().id, status: 'complete' });
    expect((await getPlayCampaign(app, user.auth, open.campaign.id)).json().response.status).toBe('complete');
    expect(await countOf(open.campaign.id, user.row.id)).toBe(1);
    const copy = app.db.query(
      `INSERT INTO responses (campaign_id, survey_version_id, user_id, once_user_id, resume_token_hash)
       SELECT campaign_id, survey_version_id, user_id, once_user_id, 'copia' FROM responses WHERE id = $1`,
      [a.json().id],
    );
    await expect(copy).rejects.toMatchObject({ code: '23505' });
  });

  it('a campaign allowing more: a new start is a new response; the browser holding a token sees its own', async () => {
    const many = await fieldCampaign(app, staff, { mode: 'web', oneResponsePerUser: false });
    const user = await buildUser(app, { role: 'user' });
    const first = (await postStart(app, user.auth, many.campaign.id)).json();
    await postComplete(app, user.auth, first.id, VALID_ANSWERS);
    const browser = withResumeToken(user.auth, first.resumeToken);
    const page = await getPlayCampaign(app, browser, many.campaign.id);
    expect(page.json().campaign.oneResponsePerUser).toBe(false);
    expect(page.json().response).toMatchObject({ id: first.id, status: 'complete' });
    expect((await postStart(app, browser, many.campaign.id)).json()).toMatchObject({ id: first.id });
    const second = await postStart(app, user.auth, many.campaign.id);
    expect(second.json().id).not.toBe(first.id);
    expect(second.json().status).toBe('partial');
    const resumed = await postStart(
      app,
      withResumeToken(user.auth, second.json().resumeToken),
      many.campaign.id,
    );
    expect(resumed.json()).toMatchObject({ id: second.json().id, resumeToken: second.json().resumeToken });
    expect(await countOf(many.campaign.id, user.row.id)).toBe(2);
    const someoneElse = await buildUser(app, { role: 'user' });
    const shared = await getPlayCampaign(
      app,
      withResumeToken(someoneElse.auth, first.resumeToken),
      many.campaign.id,
    );
    expect(shared.json().response).toBeNull();
  });
});
