import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { PROFILE_MESSAGES } from '@pesquisemais/shared';
import sharp from 'sharp';
import type { ServiceDeps } from '../../core/types';
import { AppError } from '../../lib/app-error';
import { createUsersService, toSessionUser } from '../users';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'db' | 'files'>;

/** Avatars are small squares: big enough for the profile header, cheap for every list and the toolbar. */
export const AVATAR_SIZE = 256;
const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const AVATAR_PATH = '/api/profile/avatars/';

/** The public path of a stored avatar (its key is an unguessable uuid, so the path can be open). */
export const avatarPath = (key: string) => `${AVATAR_PATH}${key}`;

/**
 * The bytes of a stored avatar for anyone (photos show in every list), but only of an avatar: an object the
 * storage holds for another owner (a file, an attachment, a recording) is not found here.
 */
export async function openAvatar(app: Deps, key: string) {
  if (!(await createUsersService(app.db).isPhotoPath(avatarPath(key))))
    throw new AppError('NOT_FOUND', PROFILE_MESSAGES.photoNotFound);
  return app.files.get(key);
}

/**
 * Stores an uploaded photo as the user's avatar: the original is checked (images only) and kept only until
 * it is cropped to a centred square and resized with sharp; the user's photoURL then points at the result.
 */
export async function uploadAvatar(
  app: Deps,
  userId: string,
  upload: { stream: Readable; declaredBytes?: number },
) {
  const original = await app.files.put(upload.stream, {
    name: 'foto',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: AVATAR_MAX_BYTES,
    declaredBytes: upload.declaredBytes,
  });
  try {
    const bytes = await buffer(await app.files.get(original.key));
    const square = await sharp(bytes)
      .rotate() // phone photos carry their orientation in EXIF
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => {
        // A file that claims to be an image (its first bytes) but does not decode: the sender's mistake.
        throw new AppError('UNPROCESSABLE', PROFILE_MESSAGES.unreadableImage);
      });
    const stored = await app.files.put(Readable.from([square]), {
      name: 'avatar.webp',
      accept: ['image/webp'],
    });
    const users = createUsersService(app.db);
    const before = await users.findById(userId);
    const row = await users.update(userId, { photoURL: avatarPath(stored.key) });
    if (before?.photo_url.startsWith(AVATAR_PATH))
      await app.files.remove(before.photo_url.slice(AVATAR_PATH.length));
    return {
      user: toSessionUser(row ?? (before as NonNullable<typeof before>)),
      message: 'Foto atualizada.',
    };
  } finally {
    await app.files.remove(original.key);
  }
}
