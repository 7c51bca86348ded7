import { randomUUID } from 'node:crypto';
import { DASHBOARD_WATCH_ACTION } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { useAppOnSameSchema, useSocketClients, useTestApp } from '../../../test/test-app';

// Needs the Redis of REDIS_URL (default 127.0.0.1:6379; .ci/run starts it), as two real processes would.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two server processes on one database and one Redis', () => {
  const { app: first } = useTestApp({ config: { redisUrl } });
  const second = useAppOnSameSchema(first, { redisUrl });
  const clients = useSocketClients(second);
  beforeAll(async () => {
    await first.ready();
  });

  it('a response completed on one process updates a dashboard open on the other', async () => {
    const staff = await buildUser(first, { role: 'staff' });
    const { campaign } = await fieldCampaign(first, staff, {
      targets: [{ name: 'Total', condition: '', goal: 10 }],
    });
    // The viewer signs in on the second process with a token of the first: one secret, one database.
    const viewer = clients.connect(staff.token);
    await new Promise<void>((resolve) => {
      viewer.on('message', (m: { type: string }) => m.type === 'dashboard:watching' && resolve());
      viewer.emit('action', { type: DASHBOARD_WATCH_ACTION, data: { campaignId: campaign.id } });
    });
    const pushed = new Promise<{ campaignId: string; data: { targets?: { completes: number }[] } }>(
      (resolve) =>
        viewer.on('syncdashs', (payload) => {
          if (payload.data.responses?.some((r: { status: string }) => r.status === 'complete'))
            resolve(payload);
        }),
    );

    const user = await buildUser(first);
    const started = await startResponse(first, user.auth, campaign.id);
    const done = await first.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    const payload = await pushed;
    expect(payload.campaignId).toBe(campaign.id);
    expect(payload.data.targets?.[0]?.completes).toBe(1);

    // The second process reads the same counters (folding what the first may not have folded yet).
    const live = await second.inject({
      method: 'GET',
      url: `/api/dashboards/livecampaigns?campaignId=${campaign.id}`,
      headers: staff.auth,
    });
    expect(live.json().selected.summary.completes).toBe(1);
  });
});
