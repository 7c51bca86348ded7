import {
  ECOMMERCE_MESSAGES,
  ZOrder,
  ZOrderList,
  ZOrderQuery,
  ZOrderStatusBody,
  ZOrdersQuery,
  ZProduct,
  ZProductList,
  ZProductQuery,
  ZProductSaveBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createEcommerceRepository } from './ecommerce-app.repository';
import { createEcommerceService } from './ecommerce-app.service';

const tags = ['e-commerce-app'];

/** The e-commerce app (spec point 7, /api/e-commerce-app): products and orders for the interview group. */
export const ecommerceAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createEcommerceRepository(app.db);
  const service = createEcommerceService(app.db);
  const allow = (request: Parameters<typeof authorize>[0]) => authorize(request, 'ecommerce:manage');

  app.get('/products', { schema: { tags, response: { 200: ZProductList } } }, (request) => {
    allow(request);
    return repo.products();
  });

  app.get(
    '/product',
    { schema: { tags, querystring: ZProductQuery, response: { 200: ZProduct } } },
    async (request) => {
      allow(request);
      const product = await repo.product(request.query.productId);
      if (!product) throw new AppError('NOT_FOUND', ECOMMERCE_MESSAGES.productNotFound);
      return product;
    },
  );

  app.post(
    '/product/save',
    { schema: { tags, body: ZProductSaveBody, response: { 200: ZProduct } } },
    (request) => {
      allow(request);
      return service.saveProduct(request.body.product);
    },
  );

  app.get(
    '/orders',
    { schema: { tags, querystring: ZOrdersQuery, response: { 200: ZOrderList } } },
    (request) => {
      allow(request);
      return repo.orders(request.query);
    },
  );

  app.get(
    '/order',
    { schema: { tags, querystring: ZOrderQuery, response: { 200: ZOrder } } },
    async (request) => {
      allow(request);
      const order = await repo.order(request.query.orderId);
      if (!order) throw new AppError('NOT_FOUND', ECOMMERCE_MESSAGES.orderNotFound);
      return order;
    },
  );

  app.post(
    '/order/status',
    { schema: { tags, body: ZOrderStatusBody, response: { 200: ZOrder } } },
    (request) => {
      const user = allow(request);
      return service.addOrderStatus(request.body.orderId, request.body.status, user.id);
    },
  );
};
