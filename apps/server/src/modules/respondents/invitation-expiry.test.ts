import { randomUUID } from 'node:crypto';
import { RESPONDENT_MESSAGES, RESUME_TOKEN_HEADER } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('invitation sessions end with an opt-out and with the campaign', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let sequence = 0;

  /** A fielded campaign, a respondent invited to it, and the session its link opens. */
  async function invited() {
    sequence += 1;
    const { campaign } = await fieldCampaign(app, staff);
    const respondent = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: staff.auth,
      payload: { name: 'Dr. Caio Nunes', email: `caio${sequence}-${randomUUID()}@exemplo.com.br` },
    });
    const respondentId = respondent.json().id as string;
    const created = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/invitations`,
      headers: staff.auth,
      payload: { respondentIds: [respondentId] },
    });
    const token = created.json()[0].token as string;
    const exchanged = await exchange(token);
    expect(exchanged.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${exchanged.json().access_token}` };
    return { campaignId: campaign.id, respondentId, token, auth };
  }

  const exchange = (token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      headers,
      payload: { token },
    });
  const play = (campaignId: string, auth: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/survey-player/campaigns/${campaignId}`, headers: auth });

  it('an opt-out ends the open session at once, resume token included', async () => {
    const { campaignId, respondentId, auth, token } = await invited();
    const started = await app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${campaignId}/responses`,
      headers: auth,
      payload: {},
    });
    expect(started.statusCode).toBe(201);
    const { id, resumeToken } = started.json();
    const optOut = await app.inject({
      method: 'PATCH',
      url: `/api/survey-users/respondents/${respondentId}`,
      headers: (await buildUser(app, { role: 'interview' })).auth,
      payload: { optedOut: true },
    });
    expect(optOut.statusCode).toBe(200);

    const refused = await play(campaignId, auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(RESPONDENT_MESSAGES.invitationEnded);
    const byResumeToken = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${id}/complete`,
      headers: { [RESUME_TOKEN_HEADER]: resumeToken },
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(byResumeToken.statusCode).toBe(401);
    const status = await app.db.query<{ status: string }>('SELECT status FROM responses WHERE id = $1', [id]);
    expect(status.rows[0]?.status).toBe('partial');
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('closing the campaign ends its sessions and expires its links', async () => {
    const { campaignId, auth, token } = await invited();
    const closed = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/status`,
      headers: staff.auth,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await play(campaignId, auth)).statusCode).toBe(401);
    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(RESPONDENT_MESSAGES.invitationExpired);
  });

  it('a campaign past its close date refuses the link and the session; a later date revives them', async () => {
    const { campaignId, auth, token } = await invited();
    await app.db.query("UPDATE campaigns SET closes_at = now() - interval '1 minute' WHERE id = $1", [
      campaignId,
    ]);
    expect((await play(campaignId, auth)).statusCode).toBe(401);
    expect((await exchange(token)).json().error.message).toBe(RESPONDENT_MESSAGES.invitationExpired);
    await app.db.query("UPDATE campaigns SET closes_at = now() + interval '1 day' WHERE id = $1", [
      campaignId,
    ]);
    expect((await play(campaignId, auth)).statusCode).toBe(200);
  });

  it('an ended session does not stop its holder from opening another, valid link', async () => {
    const ended = await invited();
    await app.inject({
      method: 'POST',
      url: `/api/campaigns/${ended.campaignId}/status`,
      headers: staff.auth,
      payload: { status: 'closed' },
    });
    const fresh = await invited();
    expect((await exchange(fresh.token, ended.auth)).statusCode).toBe(200);
  });
});
