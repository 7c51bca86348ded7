import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { DEFAULT_ACCEPTED_TYPES, detectContentType, isAcceptedType, SNIFF_BYTES } from './content-type';
import { type FileDriver, type FileStorage, STORAGE_MESSAGES, type StoredObject } from './storage';

/** `ab/<uuid>`: spread over 256 folders, and nothing a user typed ever reaches a path. */
export const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function newKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/**
 * Limits and type checks around a driver, the same for every driver: the size is counted as the bytes
 * arrive (a file past the limit is cut off, whatever it declared), and the type is read from the first
 * bytes before anything is written, so a refused file never reaches the store.
 */
export function createFileStorage(driver: FileDriver, limits: { maxBytes: number }): FileStorage {
  return {
    maxBytes: limits.maxBytes,

    async put(source, options = {}): Promise<StoredObject> {
      const name = options.name || 'enviado';
      const maxBytes = Math.min(options.maxBytes ?? limits.maxBytes, limits.maxBytes);
      const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', STORAGE_MESSAGES.tooLarge(name, maxBytes));
      if ((options.declaredBytes ?? 0) > maxBytes) throw tooLarge();

      const iterator = source[Symbol.asyncIterator]();
      const head: Buffer[] = [];
      let size = 0;
      let done = false;
      while (size < SNIFF_BYTES) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        const chunk = Buffer.from(next.value);
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        head.push(chunk);
      }
      if (size === 0) throw new AppError('UNPROCESSABLE', STORAGE_MESSAGES.empty(name));
      const contentType = options.isPart
        ? 'application/octet-stream'
        : await detectContentType(Buffer.concat(head).subarray(0, SNIFF_BYTES), name);
      if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', STORAGE_MESSAGES.unknownType(name));
      if (!options.isPart && !isAcceptedType(contentType, options.accept ?? DEFAULT_ACCEPTED_TYPES))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', STORAGE_MESSAGES.notAccepted(name, contentType));

      const hash = createHash('sha256');
      async function* counted() {
        for (const chunk of head) {
          hash.update(chunk);
          yield chunk;
        }
        while (!done) {
          const next = await iterator.next();
          if (next.done) break;
          const chunk = Buffer.from(next.value);
          size += chunk.length;
          if (size > maxBytes) throw tooLarge();
          hash.update(chunk);
          yield chunk;
        }
      }
      const key = newKey();
      await driver.write(key, Readable.from(counted()));
      return { key, size, contentType, sha256: hash.digest('hex') };
    },

    async get(key) {
      const stream = KEY_PATTERN.test(key) ? await driver.read(key) : null;
      if (!stream) throw new AppError('NOT_FOUND', STORAGE_MESSAGES.notFound);
      return stream;
    },

    async remove(key) {
      if (KEY_PATTERN.test(key)) await driver.delete(key);
    },
  };
}
