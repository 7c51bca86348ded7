import type { Readable } from 'node:stream';
import { POST_IMAGE_LIMITS, PROFILE_MESSAGES, type TPostImage } from '@pesquisemais/shared';
import { storeResizedImage } from '../../core/files/images';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { createPostImagesRepository } from './post-images.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'config' | 'db' | 'files' | 'log'>;

const IMAGE_PATH = '/api/profile/images/';
export const postImagePath = (key: string) => `${IMAGE_PATH}${key}`;

/**
 * An image for a post (core/files/images: a WebP of at most 1600 px and a 400 px square thumbnail, without
 * EXIF, the original removed); the row waits for a post to claim it.
 */
export async function uploadPostImage(
  app: Deps,
  userId: string,
  upload: { stream: Readable; declaredBytes?: number },
): Promise<TPostImage> {
  return storeResizedImage(app.files, upload, {
    sizes: { ...POST_IMAGE_LIMITS, accept: POST_IMAGE_LIMITS.types },
    unreadable: () => new AppError('UNPROCESSABLE', PROFILE_MESSAGES.unreadableImage),
    keep: async (image) => ({
      id: await createPostImagesRepository(app.db).insert({ userId, ...image }),
      url: postImagePath(image.imageKey),
      thumbnailUrl: postImagePath(image.thumbKey),
      width: image.width,
      height: image.height,
    }),
  });
}

/**
 * Images uploaded in a composer that was then abandoned: after UPLOAD_ORPHAN_HOURS unclaimed, the rows and
 * their files go (the row first, so a file is never served without its row). Answers how many images went.
 */
export async function sweepUnclaimedPostImages(app: Deps): Promise<number> {
  const keys = await createPostImagesRepository(app.db).removeUnclaimed(app.config.uploads.orphanHours);
  await Promise.all(keys.map((key) => app.files.remove(key)));
  if (keys.length > 0)
    app.log.info({ removed: keys.length / 2 }, 'imagens de posts não publicados removidas');
  return keys.length / 2;
}
