import { randomUUID } from 'node:crypto';
import { DASHBOARD_WATCH_ACTION } from '@pesquisemais/shared';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  type FieldedCampaign,
  fieldCampaign,
  startResponse,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useSocketClients, useTestApp } from '../../../test/test-app';

describe('dashboard access and live updates', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  const clients = useSocketClients(app);
  let one: FieldedCampaign;
  let two: FieldedCampaign;

  beforeAll(async () => {
    one = await fieldCampaign(app, staff, { targets: [{ name: 'Total', condition: '', goal: 5 }] });
    two = await fieldCampaign(app, staff);
  });

  const shareOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers: staff.auth })).json()
      .shareToken as string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/dashboards${path}`, headers });

  it('lets collection roles see every campaign, a share link only its campaign, nobody else anything', async () => {
    const all = await get('/livecampaigns', staff.auth);
    expect(all.statusCode).toBe(200);
    expect(all.json().campaigns.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([one.campaign.id, two.campaign.id]),
    );
    const share = await shareOf(one.campaign.id);
    const guest = await get(`/livecampaigns?share=${share}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().campaigns).toHaveLength(1);
    expect(guest.json().selected.campaign.id).toBe(one.campaign.id);
    expect((await get(`/livecampaigns?share=${share}&campaignId=${two.campaign.id}`)).statusCode).toBe(404);
    expect((await get(`/painel2/${one.campaign.id}?share=${share}`)).statusCode).toBe(200);
    expect((await get(`/painel2/${two.campaign.id}?share=${share}`)).statusCode).toBe(404);
    expect((await get(`/painel2/${one.campaign.id}`)).statusCode).toBe(401);
    expect((await get('/livecampaigns')).statusCode).toBe(401);
    const respondent = await buildUser(app, { role: 'user' });
    expect((await get(`/painel2/${one.campaign.id}`, respondent.auth)).statusCode).toBe(403);
    expect((await get('/interviewers', respondent.auth)).statusCode).toBe(403);
    expect((await get('/interviewers')).statusCode).toBe(401);
    const interviewer = await buildUser(app, { role: 'interview' });
    expect((await get('/interviewers', interviewer.auth)).statusCode).toBe(200);
  });

  function open(token?: string): Promise<Socket> {
    const socket = clients.connect(token);
    return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
  }
  const watch = (socket: Socket, data: unknown) =>
    new Promise<{ type: string }>((resolve) => {
      socket.once('message', resolve);
      socket.emit('action', { type: DASHBOARD_WATCH_ACTION, data });
    });

  it('joins a room only with the same rights, and pushes syncdashs deltas when a response completes', async () => {
    const guest = await open();
    expect((await watch(guest, { campaignId: one.campaign.id })).type).toBe('error');
    const share = await shareOf(one.campaign.id);
    expect((await watch(guest, { campaignId: two.campaign.id, share })).type).toBe('error');
    expect((await watch(guest, { campaignId: one.campaign.id, share })).type).toBe('dashboard:watching');
    const respondentSocket = await open((await buildUser(app, { role: 'user' })).token);
    expect((await watch(respondentSocket, { campaignId: one.campaign.id })).type).toBe('error');
    const staffSocket = await open(staff.token);
    expect((await watch(staffSocket, { campaignId: two.campaign.id })).type).toBe('dashboard:watching');

    const user = await buildUser(app, { role: 'user', displayName: 'Dra. Marta Lima' });
    const started = await startResponse(app, user.auth, one.campaign.id);
    const pushed = new Promise<{
      campaignId: string;
      data: {
        responses: { id: string; status: string }[];
        entries: { metric: string; k1: string; n: number }[];
        targets: { completes: number }[];
        latest: { id: string; respondentName: string | null }[];
      };
    }>((resolve) => {
      guest.on('syncdashs', (payload) => {
        if (payload.data.responses?.some((r: { status: string }) => r.status === 'complete'))
          resolve(payload);
      });
    });
    let otherRoom = 0;
    staffSocket.on('syncdashs', () => {
      otherRoom += 1;
    });
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    const payload = await pushed;
    expect(payload.campaignId).toBe(one.campaign.id);
    expect(payload.data.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ metric: 'status', k1: 'complete', n: 1 })]),
    );
    expect(payload.data.targets[0]?.completes).toBe(1);
    expect(payload.data.latest).toEqual([
      expect.objectContaining({ id: started.id, respondentName: 'Dra. Marta Lima' }),
    ]);
    expect(otherRoom).toBe(0);
  });
});
