import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { panelMember, startLotJob, waitForJob } from '../../../test/mailing-factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { buildWorker } from '../../build-worker';

describe('a mailing job left by a dead worker process', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  // The web process runs no worker: the job waits in the queue as if its process had died.
  const {
    app: web,
    users: { mailing_operator: operator },
  } = useTestApp({ roles: ['mailing_operator'], config: () => ({ runWorker: false, smtpUrl: smtp.url }) });
  // The worker process a test starts; closed before the web process.
  let worker: FastifyInstance | null = null;
  afterAll(async () => {
    await worker?.close();
  });

  it('is taken over: attempts the dead process started are marked in doubt, never resent; the rest go once', async () => {
    const staff = await buildUser(web, { role: 'staff' });
    const campaignId = (await fieldCampaign(web, staff)).campaign.id;
    const lot = randomUUID().slice(0, 8);
    const members = [];
    for (let i = 0; i < 12; i += 1)
      members.push(await panelMember(web, staff, { attributes: { especialidade: 'clínica', lote: lot } }));
    const jobId = await startLotJob(web, operator, { campaignId, lot });
    // What a process killed in the middle leaves: its lease run out, two attempts written before their send.
    await web.db.query(
      `UPDATE mailing_jobs SET lease_owner = 'morto', lease_until = now() - interval '1 second' WHERE id = $1`,
      [jobId],
    );
    const started = await web.db.query<{ email: string }>(
      `UPDATE mailing_recipients SET status = 'sending', attempts = 1, attempted_at = now()
        WHERE id IN (SELECT id FROM mailing_recipients WHERE job_id = $1 ORDER BY id LIMIT 2) RETURNING email`,
      [jobId],
    );
    worker = await buildWorker(web.config, { db: web.db });
    await worker.ready();
    const job = await waitForJob(web, operator, jobId);
    expect(job.counts).toMatchObject({ sent: 10, 'in-doubt': 2, queued: 0 });
    const received = smtp.messages.flatMap((m) => m.to);
    expect(received).toHaveLength(10);
    expect(new Set(received).size).toBe(10);
    for (const { email } of started.rows) expect(received).not.toContain(email);
    const doubtful = await web.inject({
      method: 'GET',
      url: `/api/mailing-jobs/${jobId}/recipients?status=in-doubt`,
      headers: operator.auth,
    });
    expect(doubtful.json().items[0].error).toMatch(/pode ter sido entregue e não será repetido/);
  });
});
