import { randomUUID } from 'node:crypto';
import { MAILING_WATCH_ACTION, type TMailingProgress } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSameSchema } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { panelMember, startLotJob } from '../../../test/mailing-factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign } from '../../../test/survey-factories';
import { useSocketClients, useTestApp } from '../../../test/test-app';
import { buildWorker } from '../../build-worker';

describe('live progress of a job sent by a separate worker process (npm run worker)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  // The web process sends nothing itself (RUN_WORKER=false); its pages still follow the job live.
  const {
    app: web,
    users: { mailing_operator: operator },
  } = useTestApp({ roles: ['mailing_operator'], config: () => ({ runWorker: false, smtpUrl: smtp.url }) });
  // The worker process the test starts; closed before the web process, after the sockets.
  let worker: FastifyInstance | null = null;
  afterAll(async () => {
    await worker?.close();
  });
  const clients = useSocketClients(web);

  it("reaches the job's page over the web process's socket until the job is done", async () => {
    const staff = await buildUser(web, { role: 'staff' });
    const { campaign } = await fieldCampaign(web, staff);
    const lot = randomUUID().slice(0, 8);
    for (let i = 0; i < 3; i += 1) await panelMember(web, staff, { attributes: { lote: lot } });
    const jobId = await startLotJob(web, operator, { campaignId: campaign.id, lot });

    const page = clients.connect(operator.token);
    const seen: TMailingProgress[] = [];
    page.on('mailing:progress', (progress: TMailingProgress) => seen.push(progress));
    const watching = new Promise((resolve) =>
      page.on('message', (message: { type: string }) => message.type === 'mailing:watching' && resolve(null)),
    );
    page.emit('action', { type: MAILING_WATCH_ACTION, data: { jobId } });
    await watching;

    // The worker: its own database handle and no sockets at all, as `npm run worker` is.
    const db = await openSameSchema(web.db as never);
    worker = await buildWorker(web.config, { db });
    worker.addHook('onClose', () => db.close());
    expect(worker.hasDecorator('io')).toBe(false);
    await worker.ready();

    const deadline = Date.now() + 20_000;
    while (!seen.some((progress) => progress.id === jobId && progress.done === 3)) {
      if (Date.now() > deadline) throw new Error(`progress seen: ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.at(-1)).toMatchObject({ id: jobId, total: 3, done: 3 });
    expect(smtp.messages.filter((mail) => mail.to.some((to) => to.includes('@exemplo.com.br')))).toHaveLength(
      3,
    );
  });
});
