import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { FileStorage } from './storage';

export interface ImageSizes {
  /** Types accepted, read from the bytes. */
  accept: readonly string[];
  maxBytes: number;
  /** At most this many pixels decoded (a small file that unpacks to a huge bitmap is refused). */
  maxPixels: number;
  /** The shown image fits in this square (px); the thumbnail is a square of `thumbSide`. */
  side: number;
  thumbSide: number;
}

export interface StoredImage {
  imageKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * An uploaded picture as the product keeps pictures: the upload goes through the file storage (size counted
 * as it arrives, type read from the bytes), then sharp makes a WebP of at most `side` px and a square
 * thumbnail, neither with the EXIF (a phone's GPS position). The original is removed. `keep` records the picture
 * (its row) and answers what the caller returns; when it fails, the files go too. A file sharp cannot read is
 * `unreadable()`'s error.
 */
export async function storeResizedImage<T>(
  files: FileStorage,
  upload: { stream: Readable; declaredBytes?: number },
  options: { sizes: ImageSizes; unreadable: () => Error; keep: (image: StoredImage) => Promise<T> },
): Promise<T> {
  const { sizes, unreadable } = options;
  const original = await files.put(upload.stream, {
    name: 'imagem',
    accept: sizes.accept,
    maxBytes: sizes.maxBytes,
    declaredBytes: upload.declaredBytes,
  });
  const stored: string[] = [];
  try {
    const bytes = await buffer(await files.get(original.key));
    const render = async (shape: (image: sharp.Sharp) => sharp.Sharp) => {
      try {
        // limitInputPixels: a small file that unpacks to a gigantic bitmap is refused before decoding.
        const image = sharp(bytes, { limitInputPixels: sizes.maxPixels }).rotate();
        return await shape(image).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      } catch {
        throw unreadable();
      }
    };
    const resized = await render((image) =>
      image.resize(sizes.side, sizes.side, { fit: 'inside', withoutEnlargement: true }),
    );
    const thumb = await render((image) =>
      image.resize(sizes.thumbSide, sizes.thumbSide, { fit: 'cover', position: 'attention' }),
    );
    const put = async (data: Buffer, name: string) => {
      const object = await files.put(Readable.from([data]), { name, accept: ['image/webp'] });
      stored.push(object.key);
      return object.key;
    };
    return await options.keep({
      imageKey: await put(resized.data, 'imagem.webp'),
      thumbKey: await put(thumb.data, 'miniatura.webp'),
      width: resized.info.width,
      height: resized.info.height,
    });
  } catch (error) {
    await Promise.all(stored.map((key) => files.remove(key)));
    throw error;
  } finally {
    await files.remove(original.key);
  }
}
