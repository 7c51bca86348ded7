import {
  type TReportFormat,
  ZCreateReportBody,
  ZDeliveredReportList,
  ZDeliveredReportsQuery,
  ZDeliverReportBody,
  ZDownloadLink,
  ZIdParams,
  ZReport,
  ZReportDownloadQuery,
  ZReportList,
  ZReportListQuery,
  ZShareQuery,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { contentDisposition } from '../../core/files/send-file';
import { downloadGrant, reportViewer } from './report-access';
import { toReport } from './reports.repository';
import { createReportsService } from './reports.service';

const CONTENT_TYPES: Record<TReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * Campaign reports. Generating, listing and delivering: collection roles. Delivered reports and downloads
 * need no role: collection roles, or a campaign's share token (its delivered reports only), or a link token.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportsService(app);
  const tags = ['reports'];

  app.post(
    '/',
    { schema: { tags, body: ZCreateReportBody, response: { 201: ZReport } } },
    async (request, reply) => {
      const user = authorize(request, 'reports:manage');
      return reply.status(201).send(await service.create(request.body, user.id));
    },
  );

  app.get(
    '/',
    { schema: { tags, querystring: ZReportListQuery, response: { 200: ZReportList } } },
    async (request) => {
      authorize(request, 'reports:manage');
      return service.list(request.query);
    },
  );

  app.get(
    '/delivered',
    { schema: { tags, querystring: ZDeliveredReportsQuery, response: { 200: ZDeliveredReportList } } },
    async (request) => {
      const viewer = await reportViewer(request, request.query.share);
      return service.delivered(viewer, request.query);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: ZIdParams, querystring: ZShareQuery, response: { 200: ZReport } } },
    async (request) => {
      const viewer = await reportViewer(request, request.query.share);
      return toReport(await service.get(viewer, request.params.id));
    },
  );

  app.post(
    '/:id/deliver',
    { schema: { tags, params: ZIdParams, body: ZDeliverReportBody, response: { 200: ZReport } } },
    async (request) => {
      const user = authorize(request, 'reports:manage');
      return service.deliver(request.params.id, user.id, request.body);
    },
  );

  app.post(
    '/:id/download-link',
    { schema: { tags, params: ZIdParams, querystring: ZShareQuery, response: { 200: ZDownloadLink } } },
    async (request) => {
      const viewer = await reportViewer(request, request.query.share);
      return service.downloadLink(viewer, request.params.id);
    },
  );

  app.get(
    '/:id/download',
    { schema: { tags, params: ZIdParams, querystring: ZReportDownloadQuery } },
    async (request, reply) => {
      const who = await downloadGrant(app, request, request.params.id, request.query);
      const { row, file } = await service.download(request.params.id, { ...who, ip: request.ip });
      return reply
        .header('content-disposition', contentDisposition(row.filename ?? `relatorio.${row.format}`))
        .header('cache-control', 'private, no-store')
        .type(CONTENT_TYPES[row.format])
        .send(file);
    },
  );
};

// The public face other modules use (never the files themselves).
export { createReportsService } from './reports.service';
