import { GUEST_DOWNLOADER, REPORT_MESSAGES, type TReport } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestReport, waitForReport } from '../../../test/report-factories';
import {
  type FieldedCampaign,
  fieldCampaign,
  submitComplete,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { resourceOf } from './report-access';
import { createReportsRepository } from './reports.repository';

describe('reports: no role on the pages, but nobody sees a report without a right', () => {
  const {
    app,
    users: { staff, user },
  } = useTestApp({
    people: {
      staff: { role: 'staff', displayName: 'Sofia Staff' },
      user: { role: 'user', displayName: 'Ulisses Usuário' },
    },
    config: { runWorker: true },
  });
  let a: FieldedCampaign;
  let b: FieldedCampaign;
  let deliveredA: TReport;
  let undeliveredA: TReport;
  let deliveredB: TReport;
  let queuedA: string;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => app.inject({ method, url, headers, payload });
  const deliver = (id: string, payload: object = {}) =>
    call('POST', `/api/reports/${id}/deliver`, staff.auth, payload);
  const done = async (campaign: FieldedCampaign) =>
    waitForReport(app, staff, (await requestReport(app, staff, campaign.campaign.id, 'csv')).id);

  beforeAll(async () => {
    a = await fieldCampaign(app, staff);
    b = await fieldCampaign(app, staff);
    await submitComplete(app, a.campaign.id, VALID_ANSWERS);
    await submitComplete(app, b.campaign.id, VALID_ANSWERS);
    [deliveredA, undeliveredA, deliveredB] = await Promise.all([done(a), done(a), done(b)]);
    expect((await deliver(deliveredA.id, { recipient: 'Cliente A', note: 'Onda 1' })).statusCode).toBe(200);
    expect((await deliver(deliveredB.id)).statusCode).toBe(200);
    // A report whose job never ran (no job was queued for it).
    queuedA = (await createReportsRepository(app.db).insert(a.campaign.id, 'pdf', staff.row.id)).id;
  });

  it('guests get 401 and users of role user 403 on every route without a share token', async () => {
    for (const [method, url] of [
      ['GET', '/api/reports'],
      ['GET', '/api/reports/delivered'],
      ['GET', `/api/reports/${deliveredA.id}`],
      ['POST', `/api/reports/${deliveredA.id}/download-link`],
      ['GET', `/api/reports/${deliveredA.id}/download`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
      expect((await call(method, url, user.auth)).statusCode, url).toBe(403);
    }
    const create = { campaignId: a.campaign.id, format: 'csv' };
    expect((await call('POST', '/api/reports', {}, create)).statusCode).toBe(401);
    expect((await call('POST', '/api/reports', user.auth, create)).statusCode).toBe(403);
    expect((await call('POST', `/api/reports/${deliveredA.id}/deliver`, user.auth, {})).statusCode).toBe(403);
  });

  it('delivery: marks who and when, once, and only a finished report', async () => {
    const shown = (await call('GET', `/api/reports/${deliveredA.id}`, staff.auth)).json();
    expect(shown).toMatchObject({ deliveredByName: 'Sofia Staff', recipient: 'Cliente A', note: 'Onda 1' });
    expect(Date.now() - Date.parse(shown.deliveredAt)).toBeLessThan(60_000);
    const again = await deliver(deliveredA.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REPORT_MESSAGES.alreadyDelivered);
    const early = await deliver(queuedA);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REPORT_MESSAGES.notReady);
    const notReady = await call('GET', `/api/reports/${queuedA}/download`, staff.auth);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe('O relatório ainda não está pronto.');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/reports/${unknown}`, staff.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports/${unknown}/download`, staff.auth)).statusCode).toBe(404);
    const refused = await call('POST', '/api/reports', staff.auth, { campaignId: unknown, format: 'csv' });
    expect(refused.statusCode).toBe(404);
  });

  it("a share holder sees and downloads only its campaign's delivered reports", async () => {
    const share = a.campaign.shareToken as string;
    const list = await call('GET', `/api/reports/delivered?share=${share}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: TReport) => r.id)).toEqual([deliveredA.id]);
    expect((await call('GET', `/api/reports/${deliveredA.id}?share=${share}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/${undeliveredA.id}?share=${share}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports/${deliveredB.id}?share=${share}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports/${deliveredB.id}/download?share=${share}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports/${undeliveredA.id}/download?share=${share}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/reports/delivered?share=${'z'.repeat(32)}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/reports?share=${share}`)).statusCode).toBe(401);
    const file = await call('GET', `/api/reports/${deliveredA.id}/download?share=${share}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Médico(a)');
    const after = (await call('GET', `/api/reports/delivered?share=${share}`)).json().items[0];
    expect(after.downloadCount).toBe(1);
    expect(after.downloads[0]).toMatchObject({ by: GUEST_DOWNLOADER, via: 'link' });
  });

  it('a download link works without a session for one report only, for minutes, and is recorded', async () => {
    const link = await call('POST', `/api/reports/${deliveredB.id}/download-link`, staff.auth);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(60_000);
    expect((await call('GET', url)).statusCode).toBe(200);
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    const other = await call('GET', `/api/reports/${deliveredA.id}/download?token=${token}`);
    expect(other.statusCode).toBe(401);
    expect(other.json().error.message).toBe(REPORT_MESSAGES.invalidLink);
    const expired = await app.tokens.signResource(resourceOf(deliveredB.id), staff.row.id, -10);
    expect((await call('GET', `/api/reports/${deliveredB.id}/download?token=${expired}`)).statusCode).toBe(
      401,
    );
    // Neither a session as a link, nor a link as a session.
    expect(
      (await call('GET', `/api/reports/${deliveredB.id}/download?token=${staff.token}`)).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/reports', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const delivered = (await call('GET', '/api/reports/delivered', staff.auth)).json();
    const row = delivered.items.find((r: { id: string }) => r.id === deliveredB.id);
    expect(row.downloads).toEqual([expect.objectContaining({ by: 'Sofia Staff', via: 'usuário' })]);
  });

  it('collection roles see every delivered report, newest delivery first, paginated', async () => {
    const res = await call('GET', '/api/reports/delivered?pageSize=1', staff.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(res.json().items[0].id).toBe(deliveredB.id);
    const second = (await call('GET', '/api/reports/delivered?pageSize=1&page=2', staff.auth)).json();
    expect(second.items[0]).toMatchObject({ id: deliveredA.id, campaignName: 'Onda de teste' });
  });
});
