import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  canTransition,
  forbiddenTransitionMessage,
  type TCampaignStatus,
} from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

/** The shortest chain of allowed changes from draft to `status`, found in the table itself. */
function pathTo(status: TCampaignStatus): TCampaignStatus[] {
  const paths = new Map<TCampaignStatus, TCampaignStatus[]>([['draft', []]]);
  const queue: TCampaignStatus[] = ['draft'];
  for (let from = queue.shift(); from; from = queue.shift()) {
    for (const to of Object.keys(CAMPAIGN_TRANSITIONS[from]) as TCampaignStatus[]) {
      if (!paths.has(to)) {
        paths.set(to, [...(paths.get(from) ?? []), to]);
        queue.push(to);
      }
    }
  }
  const path = paths.get(status);
  if (!path) throw new Error(`${status} cannot be reached from draft`);
  return path;
}

const pairs = CAMPAIGN_STATUSES.flatMap((from) => CAMPAIGN_STATUSES.map((to) => [from, to] as const));
const forbidden = pairs.filter(([from, to]) => !canTransition(from, to));
const allowed = pairs.filter(([from, to]) => canTransition(from, to));

describe('campaign status changes', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let surveyId: string;

  const setStatus = (id: string, status: TCampaignStatus) =>
    app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/status`,
      headers: staff.auth,
      payload: { status },
    });

  async function campaignIn(status: TCampaignStatus): Promise<string> {
    const created = await app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: staff.auth,
      payload: { surveyId, name: `Onda ${status}` },
    });
    const id = created.json().id as string;
    for (const step of pathTo(status)) expect((await setStatus(id, step)).statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    surveyId = (await fieldCampaign(app, staff)).survey.id;
  });

  it('the table forbids some changes (closed → draft among them)', () => {
    expect(forbidden).toContainEqual(['closed', 'draft']);
  });

  it.each(forbidden)('refuses %s → %s with 422, naming both, and leaves the status', async (from, to) => {
    const id = await campaignIn(from);
    const res = await setStatus(id, to);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(forbiddenTransitionMessage(from, to));
    const after = await app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers: staff.auth });
    expect(after.json().status).toBe(from);
  });

  it.each(allowed)('accepts %s → %s', async (from, to) => {
    const id = await campaignIn(from);
    const res = await setStatus(id, to);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(to);
  });
});
