import type { Readable } from 'node:stream';
import {
  ECOMMERCE_MESSAGES,
  PRODUCT_IMAGE_LIMITS,
  slugify,
  type TOrderStatusName,
  type TProduct,
  type TUploadedProductImage,
  type ZProductInput,
} from '@pesquisemais/shared';
import type { z } from 'zod';
import type { Db } from '../../core/db/connection';
import { storeResizedImage } from '../../core/files/images';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { createEcommerceRepository } from './ecommerce-app.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'config' | 'db' | 'files' | 'log'>;

/** 'Incentivo Cartão-presente R$ 50' → 'incentivo-cartao-presente-r-50'. */
export const productHandle = (name: string): string => slugify(name, { maxLength: 120 });

type TInput = z.output<typeof ZProductInput>;

const IMAGE_PATH = '/api/e-commerce-app/images/';

/**
 * A product picture from the product form: resized by core/files/images (WebP of at most 1200 px and a square
 * thumbnail, without EXIF), listed so that only product pictures are served.
 */
export async function uploadProductImage(
  app: Deps,
  userId: string,
  upload: { stream: Readable; declaredBytes?: number },
): Promise<TUploadedProductImage> {
  return storeResizedImage(app.files, upload, {
    sizes: { ...PRODUCT_IMAGE_LIMITS, accept: PRODUCT_IMAGE_LIMITS.types },
    unreadable: () => new AppError('UNPROCESSABLE', ECOMMERCE_MESSAGES.unreadableImage),
    keep: async (image) => ({
      id: await createEcommerceRepository(app.db).insertImage({ ...image, uploadedBy: userId }),
      url: `${IMAGE_PATH}${image.imageKey}`,
      thumbnailUrl: `${IMAGE_PATH}${image.thumbKey}`,
      width: image.width,
      height: image.height,
    }),
  });
}

/**
 * Pictures no product shows after UPLOAD_ORPHAN_HOURS go with their files (the row first, so a file is never
 * served without its row). Answers how many pictures went.
 */
export async function sweepUnusedProductImages(app: Deps): Promise<number> {
  const keys = await createEcommerceRepository(app.db).removeUnused(
    app.config.uploads.orphanHours,
    IMAGE_PATH,
  );
  await Promise.all(keys.map((key) => app.files.remove(key)));
  if (keys.length > 0) app.log.info({ removed: keys.length / 2 }, 'imagens de produto sem uso removidas');
  return keys.length / 2;
}

export function createEcommerceService(db: Db) {
  return {
    /**
     * Spec point 7's product/save: no id inserts; an id replaces that product, or inserts it under that id
     * when there is none (insert or replace by id). The handle comes from the name when left blank.
     */
    saveProduct(input: TInput): Promise<TProduct> {
      const { id, ...fields } = input;
      const handle = fields.handle || productHandle(fields.name) || 'produto';
      const featuredImageId = fields.images.some((image) => image.id === fields.featuredImageId)
        ? fields.featuredImageId
        : (fields.images[0]?.id ?? null);
      const product = {
        ...fields,
        handle,
        featuredImageId,
        images: fields.images.map((image) => ({ ...image, type: 'image' as const })),
      };
      return db.transaction(async (tx) => {
        const repo = createEcommerceRepository(tx);
        if (await repo.handleTaken(handle, id ?? null))
          throw new AppError('CONFLICT', ECOMMERCE_MESSAGES.handleInUse, {
            handle: ECOMMERCE_MESSAGES.handleInUse,
          });
        if (id) return (await repo.replaceProduct(id, product)) ?? repo.insertProduct(product, id);
        return repo.insertProduct(product);
      });
    },

    async addOrderStatus(orderId: string, status: TOrderStatusName, by: string) {
      const repo = createEcommerceRepository(db);
      if (!(await repo.addStatus(orderId, status, by)))
        throw new AppError('NOT_FOUND', ECOMMERCE_MESSAGES.orderNotFound);
      const order = await repo.order(orderId);
      if (!order) throw new AppError('NOT_FOUND', ECOMMERCE_MESSAGES.orderNotFound);
      return order;
    },
  };
}
