import { beforeAll, describe, expect, it } from 'vitest';
import { type FieldedCampaign, fieldCampaign, VALID_ANSWERS } from '../../../test/survey-factories';
import {
  getPlayCampaign,
  inviteRespondent,
  openInvitation,
  postComplete,
  postStart,
} from '../../../test/survey-player-factories';
import { useTestApp } from '../../../test/test-app';
import { auditDetachedInvitationResponses } from './duplicate-audit';

describe('one invitation = at most one response, ever', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let fielded: FieldedCampaign;
  let sequence = 0;

  beforeAll(async () => {
    fielded = await fieldCampaign(app, staff, { isOpenToPanel: false });
  });

  const invite = () => {
    sequence += 1;
    return inviteRespondent(
      app,
      staff,
      fielded.campaign.id,
      `convidado${sequence}-${Date.now()}@exemplo.com.br`,
    );
  };
  const responsesOf = async (token: string) => {
    const result = await app.db.query<{ id: string; status: string }>(
      `SELECT r.id, r.status FROM responses r JOIN invitations i ON i.id = r.invitation_id
       WHERE i.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
    return result.rows;
  };

  it('a completed invitation opened in a new browser shows its end, and starts nothing', async () => {
    const token = await invite();
    const first = await openInvitation(app, token);
    const started = await postStart(app, first, fielded.campaign.id);
    expect(started.statusCode).toBe(201);
    expect((await postComplete(app, first, started.json().id, VALID_ANSWERS)).json().status).toBe('complete');

    const later = await openInvitation(app, token);
    const page = await getPlayCampaign(app, later, fielded.campaign.id);
    expect(page.json().response).toMatchObject({ id: started.json().id, status: 'complete' });
    const again = await postStart(app, later, fielded.campaign.id);
    expect(again.json()).toMatchObject({ id: started.json().id, status: 'complete', resumeToken: '' });
    expect(await responsesOf(token)).toEqual([{ id: started.json().id, status: 'complete' }]);
  });

  it('a screened-out invitation stays screened out', async () => {
    const token = await invite();
    const first = await openInvitation(app, token);
    const started = await postStart(app, first, fielded.campaign.id);
    const end = await postComplete(app, first, started.json().id, { profissao: 'enfermeiro' });
    expect(end.json().status).toBe('screened_out');
    const again = await postStart(app, await openInvitation(app, token), fielded.campaign.id);
    expect(again.json()).toMatchObject({ id: started.json().id, status: 'screened_out' });
  });

  it('an invitation in progress resumes on any device', async () => {
    const token = await invite();
    const phone = await openInvitation(app, token);
    const started = await postStart(app, phone, fielded.campaign.id);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/survey-player/responses/${started.json().id}`,
      headers: phone,
      payload: { answers: { profissao: 'medico' }, currentPage: 1 },
    });
    expect(saved.json().status).toBe('partial');
    const desktop = await openInvitation(app, token);
    const page = await getPlayCampaign(app, desktop, fielded.campaign.id);
    expect(page.json().response).toMatchObject({ id: started.json().id, currentPage: 1, status: 'partial' });
    const resumed = await postStart(app, desktop, fielded.campaign.id);
    expect(resumed.json().id).toBe(started.json().id);
    const done = await postComplete(app, desktop, started.json().id, VALID_ANSWERS);
    expect(done.json().status).toBe('complete');
  });

  it('two concurrent starts with the same invitation token make one response', async () => {
    const token = await invite();
    const [a, b] = await Promise.all([openInvitation(app, token), openInvitation(app, token)]);
    const starts = await Promise.all([
      postStart(app, a as Record<string, string>, fielded.campaign.id),
      postStart(app, b as Record<string, string>, fielded.campaign.id),
    ]);
    expect(starts.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(starts[0]?.json().id).toBe(starts[1]?.json().id);
    expect(await responsesOf(token)).toHaveLength(1);
  });

  it('the database itself refuses a second response for an invitation', async () => {
    const token = await invite();
    const started = await postStart(app, await openInvitation(app, token), fielded.campaign.id);
    const copy = app.db.query(
      `INSERT INTO responses (campaign_id, survey_version_id, invitation_id, resume_token_hash)
       SELECT campaign_id, survey_version_id, invitation_id, 'outro-token' FROM responses WHERE id = $1`,
      [started.json().id],
    );
    await expect(copy).rejects.toMatchObject({ code: '23505' });
  });

  it('reports responses detached from a reused invitation by migration 0011 (startup check)', async () => {
    const token = await invite();
    const started = await postStart(app, await openInvitation(app, token), fielded.campaign.id);
    // What the migration leaves of a second response of one invitation: its respondent, no invitation.
    await app.db.query(
      `INSERT INTO responses (campaign_id, survey_version_id, respondent_id, status, resume_token_hash)
       SELECT campaign_id, survey_version_id, respondent_id, 'complete', 'desvinculada' FROM responses WHERE id = $1`,
      [started.json().id],
    );
    const warnings: unknown[] = [];
    const log = { ...app.log, warn: (entry: unknown) => void warnings.push(entry) } as typeof app.log;
    const rows = await auditDetachedInvitationResponses(app.db, log);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'complete', campaign_name: 'Onda de teste' });
    expect(warnings).toHaveLength(1);
  });
});
