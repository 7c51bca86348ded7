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
  ZUploadedProductImage,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../core/auth/auth';
import { schedulePeriodicSweep } from '../../core/files/periodic-sweep';
import { sendFile } from '../../core/files/send-file';
import { acceptRawUploads, uploadOf } from '../../core/files/upload-body';
import { AppError } from '../../lib/app-error';
import { createEcommerceRepository } from './ecommerce-app.repository';
import {
  createEcommerceService,
  sweepUnusedProductImages,
  uploadProductImage,
} from './ecommerce-app.service';

const tags = ['e-commerce-app'];

/** The e-commerce app (spec point 7, /api/e-commerce-app): products and orders for the interview group. */
export const ecommerceAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createEcommerceRepository(app.db);
  const service = createEcommerceService(app.db);
  const allow = (request: Parameters<typeof authorize>[0]) => authorize(request, 'ecommerce:manage');
  // Pictures of a form abandoned before saving, or taken off a product, go after UPLOAD_ORPHAN_HOURS.
  schedulePeriodicSweep(app, () => sweepUnusedProductImages(app), {
    everyMs: 60 * 60 * 1000,
    failure: 'limpeza de imagens de produto falhou',
  });

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

  // Product pictures: the bytes of one image (raw body), resized; served like any <img src> by their key.
  acceptRawUploads(app);
  app.post(
    '/product/image',
    { schema: { tags, response: { 201: ZUploadedProductImage } } },
    async (request, reply) => {
      const user = allow(request);
      return reply.code(201).send(await uploadProductImage(app, user.id, uploadOf(request)));
    },
  );

  const ZImageParams = z.object({
    prefix: z.string().regex(/^[0-9a-f]{2}$/, ECOMMERCE_MESSAGES.imageNotFound),
    id: z.uuid(ECOMMERCE_MESSAGES.imageNotFound),
  });
  app.get('/images/:prefix/:id', { schema: { tags, params: ZImageParams } }, async (request, reply) => {
    const key = `${request.params.prefix}/${request.params.id}`;
    // Only product pictures are served here, not whatever else the storage holds.
    if (!(await repo.isImageKey(key))) throw new AppError('NOT_FOUND', ECOMMERCE_MESSAGES.imageNotFound);
    const stream = await app.files.get(key);
    return sendFile(reply, { stream, contentType: 'image/webp', name: 'imagem.webp', inline: true });
  });

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
