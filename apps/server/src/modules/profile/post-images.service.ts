import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { POST_IMAGE_LIMITS, PROFILE_MESSAGES, type TPostImage } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { createPostImagesRepository } from './post-images.repository';

const IMAGE_PATH = '/api/profile/images/';
export const postImagePath = (key: string) => `${IMAGE_PATH}${key}`;

/**
 * An image for a post: the upload goes through core/files (size counted as it arrives, type read from the
 * bytes), then sharp makes a WebP of at most 1600 px a side and a 400 px square thumbnail. Neither keeps
 * the EXIF (a phone's GPS position). The original is removed; the row waits for a post to claim it.
 */
export async function uploadPostImage(
  app: FastifyInstance,
  userId: string,
  upload: { stream: Readable; declaredBytes?: number },
): Promise<TPostImage> {
  const original = await app.files.put(upload.stream, {
    name: 'imagem',
    accept: POST_IMAGE_LIMITS.types,
    maxBytes: POST_IMAGE_LIMITS.maxBytes,
    declaredBytes: upload.declaredBytes,
  });
  const stored: string[] = [];
  try {
    const bytes = await buffer(await app.files.get(original.key));
    const resized = await render(bytes, (image) =>
      image.resize(POST_IMAGE_LIMITS.side, POST_IMAGE_LIMITS.side, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
    );
    const thumb = await render(bytes, (image) =>
      image.resize(POST_IMAGE_LIMITS.thumbSide, POST_IMAGE_LIMITS.thumbSide, {
        fit: 'cover',
        position: 'attention',
      }),
    );
    const put = async (data: Buffer, name: string) => {
      const object = await app.files.put(Readable.from([data]), { name, accept: ['image/webp'] });
      stored.push(object.key);
      return object.key;
    };
    const imageKey = await put(resized.data, 'imagem.webp');
    const thumbKey = await put(thumb.data, 'miniatura.webp');
    const id = await createPostImagesRepository(app.db).insert({
      userId,
      imageKey,
      thumbKey,
      width: resized.info.width,
      height: resized.info.height,
    });
    return {
      id,
      url: postImagePath(imageKey),
      thumbnailUrl: postImagePath(thumbKey),
      width: resized.info.width,
      height: resized.info.height,
    };
  } catch (error) {
    // Nothing half-made stays behind: the files written so far go with the failed upload.
    await Promise.all(stored.map((key) => app.files.remove(key)));
    throw error;
  } finally {
    await app.files.remove(original.key);
  }
}

/**
 * Images uploaded in a composer that was then abandoned: after UPLOAD_ORPHAN_HOURS unclaimed, the rows and
 * their files go (the row first, so a file is never served without its row). Answers how many images went.
 */
export async function sweepUnclaimedPostImages(app: FastifyInstance): Promise<number> {
  const keys = await createPostImagesRepository(app.db).removeUnclaimed(app.config.uploads.orphanHours);
  await Promise.all(keys.map((key) => app.files.remove(key)));
  if (keys.length > 0)
    app.log.info({ removed: keys.length / 2 }, 'imagens de posts não publicados removidas');
  return keys.length / 2;
}

async function render(bytes: Buffer, shape: (image: sharp.Sharp) => sharp.Sharp) {
  try {
    // limitInputPixels: a small file that unpacks to a gigantic bitmap is refused before decoding.
    const image = sharp(bytes, { limitInputPixels: POST_IMAGE_LIMITS.maxPixels }).rotate();
    return await shape(image).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.unreadableImage);
  }
}
