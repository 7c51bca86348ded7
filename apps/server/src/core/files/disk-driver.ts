import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KEY_PATTERN } from './file-storage';
import type { FileDriver } from './storage';

/**
 * Files under one folder (DATA_DIR/files by default), each at its key. A file is written to `.tmp/` and
 * renamed into place once complete: a reader never sees half a file, and a cut upload leaves nothing.
 */
export function createDiskDriver(root: string): FileDriver {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  // The storage only makes keys that match; checked again here so no path ever leaves the folder.
  const pathOf = (key: string) => {
    const full = path.resolve(base, key);
    if (!KEY_PATTERN.test(key) || !full.startsWith(base + path.sep))
      throw new Error(`invalid file key ${key}`);
    return full;
  };

  return {
    async write(key, source: Readable) {
      const target = pathOf(key);
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async read(key) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? handle.createReadStream() : null;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
