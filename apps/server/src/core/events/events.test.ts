import { describe, expect, it } from 'vitest';
import { fieldCampaign, submitComplete, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { createEventBus, type DomainEvents } from './events';

describe('event bus', () => {
  it('delivers a publish to every subscriber of that event only, until it unsubscribes', async () => {
    const bus = createEventBus(() => {});
    const seen: string[] = [];
    const stop = bus.on('campaign.changed', ({ campaignId }) => void seen.push(`a:${campaignId}`));
    bus.on('campaign.changed', async ({ campaignId }) => void seen.push(`b:${campaignId}`));
    bus.on('response.changed', () => void seen.push('other'));
    await bus.publish('campaign.changed', { campaignId: 'c1' });
    stop();
    await bus.publish('campaign.changed', { campaignId: 'c2' });
    expect(seen).toEqual(['a:c1', 'b:c1', 'b:c2']);
  });

  it('a failing subscriber is logged; the publish still resolves and the others still run', async () => {
    const logged: unknown[] = [];
    const bus = createEventBus((error, name) => void logged.push([name, (error as Error).message]));
    const seen: string[] = [];
    bus.on('campaign.changed', () => {
      throw new Error('sync boom');
    });
    bus.on('campaign.changed', async () => {
      throw new Error('async boom');
    });
    bus.on('campaign.changed', ({ campaignId }) => void seen.push(campaignId));
    await expect(bus.publish('campaign.changed', { campaignId: 'c1' })).resolves.toBeUndefined();
    expect(seen).toEqual(['c1']);
    expect(logged).toEqual([
      ['campaign.changed', 'sync boom'],
      ['campaign.changed', 'async boom'],
    ]);
  });
});

describe('domain events in the app', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  it('the module that changes the data publishes: a submit and a status change reach subscribers', async () => {
    const responses: DomainEvents['response.changed'][] = [];
    const campaigns: DomainEvents['campaign.changed'][] = [];
    const stops = [
      app.events.on('response.changed', (event) => void responses.push(event)),
      app.events.on('campaign.changed', (event) => void campaigns.push(event)),
    ];
    try {
      const { campaign } = await fieldCampaign(app, staff);
      const responseId = await submitComplete(app, campaign.id, VALID_ANSWERS);
      expect(responses).toEqual([
        { campaignId: campaign.id, responseId, kind: 'started' },
        { campaignId: campaign.id, responseId, kind: 'ended' },
      ]);
      expect(campaigns).toContainEqual({ campaignId: campaign.id });
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("a failing subscriber does not break the publisher's write", async () => {
    const { campaign } = await fieldCampaign(app, staff);
    const stops = [
      app.events.on('campaign.changed', () => {
        throw new Error('subscriber down');
      }),
      app.events.on('response.changed', async () => {
        throw new Error('subscriber down');
      }),
    ];
    try {
      const paused = await app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/status`,
        headers: staff.auth,
        payload: { status: 'paused' },
      });
      expect(paused.statusCode).toBe(200);
      const read = await app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaign.id}`,
        headers: staff.auth,
      });
      expect(read.json().status).toBe('paused');
      await app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/status`,
        headers: staff.auth,
        payload: { status: 'fielding' },
      });
      const responseId = await submitComplete(app, campaign.id, VALID_ANSWERS);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/responses/${responseId}`,
        headers: staff.auth,
      });
      expect(detail.json().status).toBe('complete');
    } finally {
      for (const stop of stops) stop();
    }
  });
});
