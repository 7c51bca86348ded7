import { randomUUID } from 'node:crypto';
import { businessDay, OFFLINE_MESSAGES, PLAY_MESSAGES, type TResponseSummary } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, SAMPLE_SCHEMA, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { flushDashboards } from '../dashboards';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('interviews completed off-line', () => {
  const {
    app,
    users: { staff, interview: interviewer },
  } = useTestApp({ roles: ['staff', 'interview'] });

  /** A fielding interview campaign that opened three hours ago, and its published version. */
  async function openedCampaign(targets?: { name: string; condition: string; goal: number }[]) {
    const fielded = await fieldCampaign(app, staff, { mode: 'interview', targets });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${fielded.campaign.id}`,
      headers: staff.auth,
      payload: { opensAt: ago(3 * HOUR) },
    });
    expect(patched.statusCode).toBe(200);
    const play = await app.inject({
      url: `/api/survey-player/campaigns/${fielded.campaign.id}`,
      headers: interviewer.auth,
    });
    return { ...fielded, versionId: play.json().version.id as string };
  }

  const sync = (campaignId: string, payload: Record<string, unknown>, user = interviewer) =>
    app.inject({
      method: 'POST',
      url: `/api/survey-player/campaigns/${campaignId}/offline-interviews`,
      headers: user.auth,
      payload,
    });

  const interview = (versionId: string, overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    versionId,
    respondentName: 'Dra. Ana Souza',
    answers: VALID_ANSWERS,
    startedAt: ago(2 * HOUR),
    endedAt: ago(2 * HOUR - 12 * 60_000),
    ...overrides,
  });

  const listed = async (campaignId: string) =>
    (await app.inject({ url: `/api/campaigns/${campaignId}/responses`, headers: staff.auth })).json()
      .items as TResponseSummary[];

  it('keeps the device times, the answers and the sync time; the same key again is the same response', async () => {
    const { campaign, versionId } = await openedCampaign();
    const body = interview(versionId, { location: { latitude: -23.56, longitude: -46.65, accuracy: 20 } });
    const first = await sync(campaign.id, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'complete', message: PLAY_MESSAGES.complete });
    const again = await sync(campaign.id, body);
    expect(again.json()).toEqual(first.json());
    const items = await listed(campaign.id);
    expect(items).toHaveLength(1);
    const [row] = items as [TResponseSummary];
    expect(row).toMatchObject({
      status: 'complete',
      isInterview: true,
      interviewerId: interviewer.row.id,
      respondentName: 'Dra. Ana Souza',
      startedAt: body.startedAt,
      completedAt: body.endedAt,
      durationSeconds: 12 * 60,
    });
    expect(Date.parse(row.syncedAt ?? '')).toBeGreaterThan(Date.parse(body.endedAt));
    const detail = await app.inject({ url: `/api/responses/${row.id}`, headers: staff.auth });
    expect(detail.json().answers).toEqual(VALID_ANSWERS);
  });

  it('refuses times ahead of the server clock, before the campaign opened or ending before they start', async () => {
    const { campaign, versionId } = await openedCampaign();
    const future = new Date(Date.now() + HOUR).toISOString();
    const cases = [
      [interview(versionId, { endedAt: future }), OFFLINE_MESSAGES.inFuture],
      [interview(versionId, { startedAt: ago(5 * HOUR) }), OFFLINE_MESSAGES.beforeOpen],
      [
        interview(versionId, { startedAt: ago(HOUR), endedAt: ago(2 * HOUR) }),
        OFFLINE_MESSAGES.endBeforeStart,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await sync(campaign.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
    expect(await listed(campaign.id)).toHaveLength(0);
  });

  it('a target filled while the device was off-line ends the interview over quota, kept', async () => {
    const { campaign, versionId } = await openedCampaign([
      { name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 1 },
    ]);
    await submitCompleteAsInterview(campaign.id);
    const res = await sync(campaign.id, interview(versionId));
    expect(res.json()).toMatchObject({ status: 'over_quota', message: PLAY_MESSAGES.over_quota });
    const statuses = (await listed(campaign.id)).map((item) => item.status).sort();
    expect(statuses).toEqual(['complete', 'over_quota']);
  });

  /** Another interview synced first fills the target. */
  async function submitCompleteAsInterview(campaignId: string) {
    const versionId = (
      await app.inject({ url: `/api/survey-player/campaigns/${campaignId}`, headers: interviewer.auth })
    ).json().version.id as string;
    const res = await sync(
      campaignId,
      interview(versionId, { startedAt: ago(HOUR), endedAt: ago(HOUR - 60_000) }),
    );
    expect(res.json().status).toBe('complete');
  }

  it('stores the interview against the version it was answered on, even after a republish', async () => {
    const { campaign, survey, versionId } = await openedCampaign();
    const schema = { ...SAMPLE_SCHEMA, title: 'Pesquisa de teste (v2)' };
    const current = await app.inject({ url: `/api/surveys/${survey.id}`, headers: staff.auth });
    const payload = { schema, baseRevision: current.json().revision };
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/surveys/${survey.id}`,
      headers: staff.auth,
      payload,
    });
    expect(patched.statusCode).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/publish`,
      headers: staff.auth,
    });
    expect(published.statusCode).toBe(201);
    const res = await sync(campaign.id, interview(versionId));
    expect(res.json().status).toBe('complete');
    expect((await listed(campaign.id))[0]?.surveyVersion).toBe(1);
  });

  it('is for interviewers only, on their own keys, and on a version of this campaign', async () => {
    const { campaign, versionId } = await openedCampaign();
    const respondent = await buildUser(app, { role: 'user' });
    expect((await sync(campaign.id, interview(versionId), respondent)).statusCode).toBe(403);
    const other = await openedCampaign();
    const wrongVersion = await sync(campaign.id, interview(other.versionId));
    expect(wrongVersion.statusCode).toBe(422);
    expect(wrongVersion.json().error.message).toBe(OFFLINE_MESSAGES.otherVersion);
    const body = interview(versionId);
    await sync(campaign.id, body);
    const colleague = await buildUser(app, { role: 'interview' });
    const stolen = await sync(campaign.id, body, colleague);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.message).toBe(OFFLINE_MESSAGES.otherInterviewer);
  });

  it('counts on the interviewers dashboard at sync time, on the day it was collected', async () => {
    const { campaign, versionId } = await openedCampaign();
    const body = interview(versionId, { startedAt: ago(HOUR), endedAt: ago(HOUR - 5 * 60_000) });
    await sync(campaign.id, body);
    await flushDashboards(app.db);
    const res = await app.inject({
      url: `/api/dashboards/interviewers?campaignId=${campaign.id}`,
      headers: interviewer.auth,
    });
    const day = businessDay(body.endedAt);
    expect(res.json().days).toEqual([
      expect.objectContaining({
        interviewerId: interviewer.row.id,
        day,
        completes: 1,
        totalDurationSeconds: 300,
      }),
    ]);
  });
});
