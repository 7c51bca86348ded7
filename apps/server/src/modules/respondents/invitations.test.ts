import { randomUUID } from 'node:crypto';
import { PLAY_MESSAGES, RESPONDENT_MESSAGES } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type FieldedCampaign, fieldCampaign, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('respondents, invitations and invitation sessions', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let first: FieldedCampaign;
  let second: FieldedCampaign;

  beforeAll(async () => {
    first = await fieldCampaign(app, staff);
    second = await fieldCampaign(app, staff);
  });

  const newRespondent = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: staff.auth,
      payload: { name: 'Dra. Beatriz Lima', email, attributes: { crm: '123456-SP' }, consent: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  const invite = (campaignId: string, respondentIds: string[]) =>
    app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/invitations`,
      headers: staff.auth,
      payload: { respondentIds },
    });

  it('refuses a second respondent with the same e-mail in any letter case', async () => {
    await newRespondent('dup@exemplo.com.br');
    const res = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: staff.auth,
      payload: { name: 'Outra', email: 'DUP@exemplo.com.br' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RESPONDENT_MESSAGES.emailInUse);
  });

  it('an invitation link signs in as role user for its own campaign only', async () => {
    const respondentId = await newRespondent('beatriz@exemplo.com.br');
    const created = await invite(first.campaign.id, [respondentId]);
    expect(created.statusCode).toBe(201);
    const [invitation] = created.json();
    expect(invitation.link).toBe(
      `/apps/surveyplayer/${first.survey.id}?campaign=${first.campaign.id}&t=${invitation.token}`,
    );
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token: invitation.token },
    });
    expect(exchange.statusCode).toBe(200);
    const session = exchange.json();
    expect(session.user.role).toBe('user');
    expect(session.user.data.displayName).toBe('Dra. Beatriz Lima');
    const auth = { authorization: `Bearer ${session.access_token}` };

    const reopened = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      headers: auth,
      payload: { token: invitation.token },
    });
    expect(reopened.statusCode).toBe(200);
    const own = await app.inject({
      method: 'GET',
      url: `/api/survey-player/campaigns/${first.campaign.id}`,
      headers: auth,
    });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({
      method: 'GET',
      url: `/api/survey-player/campaigns/${second.campaign.id}`,
      headers: auth,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(PLAY_MESSAGES.invitationOtherCampaign);
    const list = await app.inject({ method: 'GET', url: '/api/survey-player/surveys', headers: auth });
    expect(list.json().items.map((item: { campaignId: string }) => item.campaignId)).toEqual([
      first.campaign.id,
    ]);

    for (const url of ['/api/users', '/api/surveys', `/api/campaigns/${first.campaign.id}`, '/api/targets']) {
      const refused = await app.inject({ method: 'GET', url, headers: auth });
      expect(refused.statusCode, url).toBe(401);
    }
    const access = await app.inject({
      method: 'POST',
      url: '/api/auth/access-token',
      payload: { access_token: session.access_token },
    });
    expect(access.statusCode).not.toBe(200);

    const start = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${first.campaign.id}/responses`,
      headers: auth,
      payload: {},
    });
    expect(start.statusCode).toBe(201);
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${start.json().id}/complete`,
      headers: auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    const invitations = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${first.campaign.id}/invitations`,
      headers: staff.auth,
    });
    expect(invitations.json().items[0]).toMatchObject({
      status: 'completed',
      respondentName: 'Dra. Beatriz Lima',
    });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/responses/${start.json().id}`,
      headers: staff.auth,
    });
    expect(detail.json().respondentName).toBe('Dra. Beatriz Lima');
  });

  it('refuses an unknown token and tokens of opted-out respondents', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token: 'x'.repeat(43) },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe(RESPONDENT_MESSAGES.invalidInvitation);
    const respondentId = await newRespondent('saiu@exemplo.com.br');
    await app.db.query('UPDATE respondents SET opted_out = true WHERE id = $1', [respondentId]);
    const refused = await invite(first.campaign.id, [respondentId]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain(RESPONDENT_MESSAGES.optedOut);
  });

  it('keeps respondents and invitations to collection roles', async () => {
    const user = await buildUser(app, { role: 'user' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/respondents', headers: user.auth })).statusCode,
    ).toBe(403);
    expect((await invite(first.campaign.id, [randomUUID()])).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/respondents' })).statusCode).toBe(401);
  });
});
