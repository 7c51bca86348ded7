import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestReport, waitForReport } from '../../../test/report-factories';
import { createSurvey, fieldCampaign, submitComplete, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { buildWorker } from '../../build-worker';
import { REPORTS_QUEUE } from './reports.queues';
import { createReportsRepository } from './reports.repository';

describe('report jobs in a separate worker process (npm run worker)', () => {
  // The web process runs no worker (RUN_WORKER=false): its jobs wait in the queue.
  const {
    app: web,
    users: { admin: staff },
  } = useTestApp({ roles: ['admin'], config: { runWorker: false } });
  // The worker process a test starts; closed before the web process.
  let worker: FastifyInstance | null = null;
  afterAll(async () => {
    await worker?.close();
  });
  let campaignId: string;

  beforeAll(async () => {
    campaignId = (await fieldCampaign(web, staff)).campaign.id;
    await submitComplete(web, campaignId, VALID_ANSWERS);
  });

  it('a queued report waits for a worker, and the worker process makes it (durable jobs)', async () => {
    const { id } = await requestReport(web, staff, campaignId, 'xlsx');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const waiting = (
      await web.inject({ method: 'GET', url: `/api/reports/${id}`, headers: staff.auth })
    ).json();
    expect(waiting).toMatchObject({ status: 'queued', progress: 0 });
    worker = await buildWorker(web.config, { db: web.db });
    await worker.ready();
    const done = await waitForReport(web, staff, id);
    expect(done).toMatchObject({ status: 'done', progress: 100 });
  });

  it('a job that keeps failing is retried, then the report is marked failed with the reason', async () => {
    // A campaign with no published questionnaire (the API refuses to create one; the database does not).
    const survey = await createSurvey(web, staff);
    const campaign = await web.db.query<{ id: string }>(
      `INSERT INTO campaigns (survey_id, name, share_token) VALUES ($1, 'Sem versão', $2) RETURNING id`,
      [survey.id, randomUUID()],
    );
    const brokenId = campaign.rows[0]?.id as string;
    const refused = await web.inject({
      method: 'POST',
      url: '/api/reports',
      headers: staff.auth,
      payload: { campaignId: brokenId, format: 'pdf' },
    });
    expect(refused.statusCode).toBe(422);
    const row = await createReportsRepository(web.db).insert(brokenId, 'pdf', staff.row.id);
    expect(await web.queue.send(REPORTS_QUEUE, { reportId: row.id }, { id: row.id })).toBe(row.id);
    const failed = await waitForReport(web, staff, row.id, 30_000);
    expect(failed).toMatchObject({ status: 'failed', error: CAMPAIGN_MESSAGES.needsPublished });
    const attempts = await web.db.query<{ attempts: number }>('SELECT attempts FROM reports WHERE id = $1', [
      row.id,
    ]);
    expect(attempts.rows[0]?.attempts).toBe(3);
    const files = await web.db.query('SELECT 1 FROM report_files WHERE report_id = $1', [row.id]);
    expect(files.rowCount).toBe(0);
  });
});
