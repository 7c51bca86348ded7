import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { panelMember, startLotJob } from '../../../test/mailing-factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign } from '../../../test/survey-factories';

describe('shutting down while a rate-limited job waits for its next send', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  afterAll(async () => {
    await smtp?.close();
  });

  it('closes at once instead of waiting out the minute to the next send, and sends nothing more', async () => {
    smtp = await startSmtpServer();
    const first = await buildTestApp({ runWorker: true, smtpUrl: smtp.url });
    const staff = await buildUser(first, { role: 'staff' });
    const operator = await buildUser(first, { role: 'mailing_operator' });
    const { campaign } = await fieldCampaign(first, staff);
    const lot = randomUUID().slice(0, 8);
    const members = [
      await panelMember(first, staff, { attributes: { lote: lot } }),
      await panelMember(first, staff, { attributes: { lote: lot } }),
    ];
    // One a minute: the second e-mail is a minute away when the process is asked to stop.
    await startLotJob(first, operator, { campaignId: campaign.id, lot, ratePerMinute: 1 });
    const sent = () => smtp.messages.filter((mail) => members.some((m) => mail.to.includes(m.email))).length;
    const deadline = Date.now() + 20_000;
    while (sent() < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toBe(1);

    const closing = Date.now();
    await first.close();
    // The next send was a minute away; the lease goes with the process, the job waits for the next one.
    expect(Date.now() - closing).toBeLessThan(15_000);
    expect(sent()).toBe(1);
  });
});
