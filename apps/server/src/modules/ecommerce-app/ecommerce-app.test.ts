import {
  ECOMMERCE_MESSAGES,
  PRODUCT_IMAGE_LIMITS,
  ZOrder,
  ZOrderList,
  ZProduct,
  ZProductList,
} from '@pesquisemais/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedEcommerce } from './ecommerce-app.seed';
import { sweepUnusedProductImages } from './ecommerce-app.service';

const { app, users } = useTestApp({ roles: ['interview', 'admin', 'staff'] });

const get = (url: string, user?: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/e-commerce-app${url}`, headers: user?.auth ?? {} });
const post = (url: string, payload: object, user?: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/e-commerce-app${url}`, payload, headers: user?.auth ?? {} });

const NEW = { name: 'Painel de farmacêuticos', priceTaxExcl: 1000, quantity: 5 };

describe('/api/e-commerce-app', () => {
  it('lets only the interview group in (401 guest, 403 staff)', async () => {
    expect((await get('/products')).statusCode).toBe(401);
    const denied = await get('/products', users.staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toMatch(/permiss/i);
  });

  it('seeds the catalogue and orders once, with the status history of spec point 4', async () => {
    expect(await seedEcommerce(app.db)).toBeGreaterThan(0);
    expect(await seedEcommerce(app.db)).toBe(0);
    const products = ZProductList.parse((await get('/products', users.interview)).json());
    expect(products.length).toBeGreaterThanOrEqual(6);
    for (const product of products) {
      expect(product.taxRate).toBe(10);
      expect(product.priceTaxIncl).toBeCloseTo(product.priceTaxExcl * 1.1, 2);
    }
    const orders = ZOrderList.parse((await get('/orders', users.admin)).json());
    expect(orders.map((order) => order.reference)[0]).toBe('PM-2026-0004');
    const delivered = orders.find((order) => order.reference === 'PM-2026-0001');
    expect(delivered?.status.map((entry) => entry.name).at(-1)).toBe('Delivered');
  });

  it('inserts, then replaces by id, with a handle from the name; refuses bad input in pt-BR', async () => {
    const created = await post('/product/save', { product: NEW }, users.interview);
    expect(created.statusCode).toBe(200);
    const product = ZProduct.parse(created.json());
    expect(product).toMatchObject({ handle: 'painel-de-farmaceuticos', priceTaxIncl: 1100, active: true });

    const replaced = ZProduct.parse(
      (
        await post(
          '/product/save',
          { product: { ...NEW, id: product.id, priceTaxExcl: 2000, active: false } },
          users.interview,
        )
      ).json(),
    );
    expect(replaced).toMatchObject({ id: product.id, priceTaxIncl: 2200, active: false });
    expect(
      ZProduct.parse((await get(`/product?productId=${product.id}`, users.interview)).json()).active,
    ).toBe(false);

    const bad = await post('/product/save', { product: { ...NEW, name: '', quantity: -1 } }, users.interview);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Informe o nome do produto');
    const image = await post(
      '/product/save',
      { product: { ...NEW, images: [{ id: 'x', url: 'javascript:alert(1)' }] } },
      users.interview,
    );
    expect(image.statusCode).toBe(400);
    const twin = await post('/product/save', { product: NEW }, users.interview);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe(ECOMMERCE_MESSAGES.handleInUse);
    const missing = await get(`/product?productId=${crypto.randomUUID()}`, users.interview);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ECOMMERCE_MESSAGES.productNotFound);
  });

  it('filters orders by status and search, and adds a dated status entry', async () => {
    const byStatus = ZOrderList.parse(
      (await get(`/orders?status=${encodeURIComponent('Payment error')}`, users.interview)).json(),
    );
    expect(byStatus.map((order) => order.reference)).toEqual(['PM-2026-0003']);
    const bySearch = ZOrderList.parse((await get('/orders?search=aurora', users.interview)).json());
    expect(bySearch.map((order) => order.reference).sort()).toEqual(['PM-2026-0001', 'PM-2026-0004']);
    expect((await get('/orders?status=Perdido', users.interview)).statusCode).toBe(400);

    const order = bySearch.find((item) => item.reference === 'PM-2026-0004');
    if (!order) throw new Error('pedido de exemplo ausente');
    const changed = await post('/order/status', { orderId: order.id, status: 'Shipped' }, users.interview);
    expect(changed.statusCode).toBe(200);
    const after = ZOrder.parse(changed.json());
    expect(after.status.map((entry) => entry.name)).toEqual(['Remote payment accepted', 'Shipped']);
    expect(Date.parse(after.status[1]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const shipped = ZOrderList.parse((await get('/orders?status=Shipped', users.interview)).json());
    expect(shipped.map((item) => item.id)).toEqual([order.id]);

    const unknown = await post(
      '/order/status',
      { orderId: crypto.randomUUID(), status: 'Shipped' },
      users.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ECOMMERCE_MESSAGES.orderNotFound);
  });

  it('uploads a product picture (resized WebP and thumbnail), serves only product pictures, refuses bad files', async () => {
    const upload = (body: Buffer, user?: BuiltUser) =>
      app.inject({
        method: 'POST',
        url: '/api/e-commerce-app/product/image',
        headers: { ...(user?.auth ?? {}), 'content-type': 'application/octet-stream' },
        payload: body,
      });
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(photo, users.interview);
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json() as { url: string; thumbnailUrl: string; width: number; height: number };
    expect([image.width, image.height]).toEqual([PRODUCT_IMAGE_LIMITS.side, PRODUCT_IMAGE_LIMITS.side / 2]);
    const shown = await app.inject({ method: 'GET', url: image.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const thumb = await sharp(shown.rawPayload).metadata();
    expect(thumb.format).toBe('webp');
    const small = await sharp(
      (await app.inject({ method: 'GET', url: image.thumbnailUrl })).rawPayload,
    ).metadata();
    expect([small.width, small.height]).toEqual([
      PRODUCT_IMAGE_LIMITS.thumbSide,
      PRODUCT_IMAGE_LIMITS.thumbSide,
    ]);

    // The product keeps the picture by its address.
    const saved = await post(
      '/product/save',
      { product: { ...NEW, name: 'Com foto', images: [{ id: 'capa', url: image.url }] } },
      users.interview,
    );
    expect(saved.statusCode).toBe(200);
    expect(ZProduct.parse(saved.json()).images[0]?.url).toBe(image.url);

    expect((await upload(photo)).statusCode).toBe(401);
    expect((await upload(photo, users.staff)).statusCode).toBe(403);
    const text = await upload(Buffer.from('não é uma imagem, é texto'), users.interview);
    expect(text.statusCode).toBe(415);
    const broken = await upload(Buffer.concat([photo.subarray(0, 200), Buffer.alloc(200)]), users.interview);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toBe(ECOMMERCE_MESSAGES.unreadableImage);
    // Another stored file's key, or an unknown one, is not served here.
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/e-commerce-app/images/ab/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ECOMMERCE_MESSAGES.imageNotFound);
  });

  it('sweeps pictures no product shows once UPLOAD_ORPHAN_HOURS have passed, with their files', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    const upload = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/e-commerce-app/product/image',
        headers: { ...users.interview.auth, 'content-type': 'application/octet-stream' },
        payload: photo,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; url: string; thumbnailUrl: string };
    };
    const abandoned = await upload();
    const recent = await upload();
    const used = await upload();
    const saved = await post(
      '/product/save',
      { product: { ...NEW, name: 'Com foto usada', images: [{ id: 'capa', url: used.url }] } },
      users.interview,
    );
    expect(saved.statusCode).toBe(200);
    await app.db.query(
      `UPDATE ecommerce_product_images SET created_at = now() - make_interval(hours => $2)
        WHERE id = ANY ($1::uuid[])`,
      [[abandoned.id, used.id], app.config.uploads.orphanHours + 1],
    );

    expect(await sweepUnusedProductImages(app)).toBe(1);
    const fetchImage = (url: string) => app.inject({ method: 'GET', url });
    expect((await fetchImage(abandoned.url)).statusCode).toBe(404);
    expect((await fetchImage(abandoned.thumbnailUrl)).statusCode).toBe(404);
    await expect(app.files.get(abandoned.url.slice('/api/e-commerce-app/images/'.length))).rejects.toThrow();
    expect((await fetchImage(used.url)).statusCode).toBe(200);
    expect((await fetchImage(recent.url)).statusCode).toBe(200);
    expect(await sweepUnusedProductImages(app)).toBe(0);
  });
});
