import {
  ZIdParams,
  ZMailingJob,
  ZMailingJobBody,
  ZMailingJobList,
  ZMailingJobListQuery,
  ZMailingPreview,
  ZMailingRecipientList,
  ZMailingRecipientListQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { createJobsService } from './jobs.service';

/** Mailing jobs: preview the recipients, start (now or scheduled), follow, pause, resume, cancel. */
export const mailingJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createJobsService(app);
  const tags = ['mailing'];

  app.post(
    '/mailing-jobs/preview',
    { schema: { tags, body: ZMailingJobBody, response: { 200: ZMailingPreview } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return jobs.preview(request.body);
    },
  );

  app.post(
    '/mailing-jobs',
    { schema: { tags, body: ZMailingJobBody, response: { 201: ZMailingJob } } },
    async (request, reply) => {
      const user = authorize(request, 'mailing:manage');
      return reply.status(201).send(await jobs.create(request.body, user.id));
    },
  );

  app.get(
    '/mailing-jobs',
    { schema: { tags, querystring: ZMailingJobListQuery, response: { 200: ZMailingJobList } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      const { view, ...paging } = request.query;
      return jobs.list(view, paging);
    },
  );

  app.get(
    '/mailing-jobs/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZMailingJob } } },
    async (request) => {
      authorize(request, 'mailing:manage');
      return jobs.get(request.params.id);
    },
  );

  app.get(
    '/mailing-jobs/:id/recipients',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZMailingRecipientListQuery,
        response: { 200: ZMailingRecipientList },
      },
    },
    async (request) => {
      authorize(request, 'mailing:manage');
      const { status, ...paging } = request.query;
      return jobs.recipients(request.params.id, status, paging);
    },
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/mailing-jobs/:id/${action}`,
      { schema: { tags, params: ZIdParams, response: { 200: ZMailingJob } } },
      async (request) => {
        const user = authorize(request, 'mailing:manage');
        return jobs[action](request.params.id, user.id);
      },
    );
  }
};
