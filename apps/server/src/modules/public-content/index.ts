import {
  pageOf,
  ZFaqList,
  ZInvoice,
  ZInvoiceQuery,
  ZPageQuery,
  ZSearchQuery,
  ZSearchResults,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { createPublicContentRepository } from './public-content.repository';

// Public area content (FAQ, search, sample invoices) is open to everyone, guests included: AREA_ACCESS.open.

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createPublicContentRepository(app.db);
  app.get(
    '/',
    { schema: { tags: ['public'], querystring: ZPageQuery, response: { 200: ZFaqList } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await content.listFaq(pageWindow({ page, pageSize }));
      return pageOf(rows, total, { page, pageSize });
    },
  );
};

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createPublicContentRepository(app.db);
  app.get(
    '/',
    { schema: { tags: ['public'], querystring: ZSearchQuery, response: { 200: ZSearchResults } } },
    async (request) => {
      const { q, page, pageSize } = request.query;
      if (!q) return pageOf([], 0, { page, pageSize });
      const { rows, total } = await content.search(q, pageWindow({ page, pageSize }));
      return pageOf(rows, total, { page, pageSize });
    },
  );
};

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createPublicContentRepository(app.db);
  app.get(
    '/get-invoice',
    { schema: { tags: ['public'], querystring: ZInvoiceQuery, response: { 200: ZInvoice } } },
    async (request) => {
      const invoice = await content.findInvoice(request.query.id);
      if (!invoice) throw new AppError('NOT_FOUND', 'Fatura não encontrada.');
      return invoice;
    },
  );
};
