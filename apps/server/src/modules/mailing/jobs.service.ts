import {
  MAILING_JOB_PAGES,
  MAILING_MESSAGES,
  pageOf,
  type TMailingJob,
  type TMailingJobBody,
  type TMailingJobPage,
  type TPageQuery,
  type TRecipientStatus,
  ZMailingJobBody,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { resolveAudience } from './audience';
import { createJobsRepository, type JobRow } from './jobs.repository';
import { MAILING_QUEUE } from './mailing.queues';
import { type Counts, countsOf, progressOf } from './progress';
import { publishProgress } from './progress-relay';
import { createTemplatesRepository } from './templates.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function audienceText(audience: JobRow['audience']): string {
  if (audience.type === 'reminder')
    return `Lembrete: convidados sem resposta há ${audience.days} dias ou mais`;
  if (audience.type === 'csv') return 'Lista de e-mails (CSV)';
  return 'Painel ainda não convidado';
}

function toJob(row: JobRow, entry: { counts: Counts; total: number; done: number }) {
  return {
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    templateVersion: row.template_version,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    audience: audienceText(row.audience),
    status: row.status,
    ratePerMinute: row.rate_per_minute,
    scheduledAt: iso(row.scheduled_at),
    createdAt: new Date(row.created_at).toISOString(),
    ...entry,
  };
}

/** Mailing jobs: the recipients are fixed at creation; start, pause, resume and cancel are audited. */
export function createJobsService(app: FastifyInstance) {
  const jobs = createJobsRepository(app.db);

  async function get(id: string): Promise<TMailingJob> {
    const row = await jobs.find(id);
    if (!row) throw new AppError('NOT_FOUND', MAILING_MESSAGES.jobNotFound);
    const entry = (await countsOf(app.db, [id])).get(id);
    const audit = await jobs.auditOf(id);
    return {
      ...toJob(row, entry ?? { counts: {} as Counts, total: 0, done: 0 }),
      audit: audit.map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
    };
  }

  async function wake(id: string) {
    await app.queue.send(MAILING_QUEUE, { jobId: id });
    app.queue.notify(MAILING_QUEUE);
  }

  async function announce(id: string) {
    const row = await jobs.find(id);
    if (row) publishProgress(app, await progressOf(app.db, id, row.status));
  }

  return {
    get,

    async preview(input: TMailingJobBody) {
      const body = ZMailingJobBody.parse(input);
      return (await resolveAudience(app.db, body.campaignId, body.audience)).preview;
    },

    async create(input: TMailingJobBody, userId: string): Promise<TMailingJob> {
      const body = ZMailingJobBody.parse(input);
      const version = await createTemplatesRepository(app.db).findVersion(body.templateVersionId);
      if (!version) throw new AppError('NOT_FOUND', MAILING_MESSAGES.templateNotFound);
      const { recipients } = await resolveAudience(app.db, body.campaignId, body.audience);
      if (recipients.length === 0) throw new AppError('UNPROCESSABLE', MAILING_MESSAGES.noRecipients);
      const isLater = body.scheduledAt !== null && new Date(body.scheduledAt).getTime() > Date.now();
      await app.queue.ready();
      const id = await app.db.transaction(async (tx) => {
        const jobId = await jobs.insert(
          {
            templateVersionId: version.id,
            campaignId: body.campaignId,
            audience: body.audience,
            deadline: body.deadline,
            status: isLater ? 'scheduled' : 'running',
            ratePerMinute: body.ratePerMinute,
            scheduledAt: isLater ? body.scheduledAt : null,
            userId,
          },
          recipients.map((row) => ({ respondentId: row.respondent_id, name: row.name, email: row.email })),
          tx,
        );
        await jobs.audit(jobId, isLater ? 'agendado' : 'iniciado', userId, tx);
        return jobId;
      });
      if (!isLater) await wake(id);
      return get(id);
    },

    async list(view: TMailingJobPage | undefined, paging: TPageQuery) {
      const { rows, total } = await jobs.list(view ? MAILING_JOB_PAGES[view] : null, pageWindow(paging));
      const counts = await countsOf(
        app.db,
        rows.map((row) => row.id),
      );
      return pageOf(
        rows.map((row) => toJob(row, counts.get(row.id) ?? { counts: {} as Counts, total: 0, done: 0 })),
        total,
        paging,
      );
    },

    async recipients(id: string, status: TRecipientStatus | undefined, paging: TPageQuery) {
      await get(id);
      const { rows, total } = await jobs.recipients(id, status ?? null, pageWindow(paging));
      return pageOf(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          status: row.status,
          error: row.error,
          attempts: row.attempts,
          sentAt: iso(row.sent_at),
        })),
        total,
        paging,
      );
    },

    async pause(id: string, userId: string) {
      await get(id);
      if (!(await jobs.transition(id, ['running', 'scheduled'], 'paused')))
        throw new AppError('CONFLICT', MAILING_MESSAGES.notPausable);
      await jobs.audit(id, 'pausado', userId);
      await announce(id);
      return get(id);
    },

    async resume(id: string, userId: string) {
      await get(id);
      const status = await jobs.resume(id);
      if (!status) throw new AppError('CONFLICT', MAILING_MESSAGES.notResumable);
      await jobs.audit(id, 'retomado', userId);
      if (status === 'running') await wake(id);
      else await announce(id);
      return get(id);
    },

    async cancel(id: string, userId: string) {
      await get(id);
      const isCancelled = await app.db.transaction(async (tx) => {
        if (!(await jobs.transition(id, ['running', 'scheduled', 'paused'], 'cancelled', tx))) return false;
        await jobs.cancelQueued(id, tx);
        await jobs.audit(id, 'cancelado', userId, tx);
        return true;
      });
      if (!isCancelled) throw new AppError('CONFLICT', MAILING_MESSAGES.notCancellable);
      await announce(id);
      return get(id);
    },
  };
}
