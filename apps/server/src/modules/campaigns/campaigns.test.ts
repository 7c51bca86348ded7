import { CAMPAIGN_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createSurvey, fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('campaigns', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  it('needs a published questionnaire and coherent dates', async () => {
    const draft = await createSurvey(app, staff);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: staff.auth,
      payload: { surveyId: draft.id, name: 'Onda sem versão', mode: 'web' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(CAMPAIGN_MESSAGES.needsPublished);
    const { campaign } = await fieldCampaign(app, staff);
    const dates = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      headers: staff.auth,
      payload: { opensAt: '2026-05-01T00:00:00Z', closesAt: '2026-04-01T00:00:00Z' },
    });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().error.message).toBe(CAMPAIGN_MESSAGES.invalidDates);
  });

  it('is open only while fielding and within its dates', async () => {
    const { campaign } = await fieldCampaign(app, staff);
    expect(campaign).toMatchObject({ status: 'fielding', isOpen: true, mode: 'both' });
    const future = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      headers: staff.auth,
      payload: { name: 'Onda 2', opensAt: '2099-01-01T00:00:00Z' },
    });
    expect(future.json()).toMatchObject({
      name: 'Onda 2',
      isOpen: false,
      statusMessage: CAMPAIGN_MESSAGES.notYetOpen,
    });
    const past = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      headers: staff.auth,
      payload: { opensAt: null, closesAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.json()).toMatchObject({
      isOpen: false,
      statusMessage: CAMPAIGN_MESSAGES.expired,
      opensAt: null,
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/campaigns?status=fielding',
      headers: staff.auth,
    });
    expect(list.json().items.some((item: { id: string }) => item.id === campaign.id)).toBe(true);
  });

  it('edits and deletes targets', async () => {
    const { campaign, targets } = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardio', condition: '', goal: 5 }],
    });
    const url = `/api/campaigns/${campaign.id}/targets/${targets[0]?.id}`;
    const edited = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.auth,
      payload: { goal: 8, name: 'Cardiologia' },
    });
    expect(edited.json()).toMatchObject({ name: 'Cardiologia', goal: 8, completes: 0 });
    expect((await app.inject({ method: 'DELETE', url, headers: staff.auth })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url, headers: staff.auth })).statusCode).toBe(404);
  });

  it('keeps campaign writes to collection roles', async () => {
    const { campaign } = await fieldCampaign(app, staff);
    const user = await buildUser(app, { role: 'user' });
    const status = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/status`,
      headers: user.auth,
      payload: { status: 'closed' },
    });
    expect(status.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers: user.auth }))
        .statusCode,
    ).toBe(403);
  });
});
