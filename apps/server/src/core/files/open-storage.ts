import { createDiskDriver } from './disk-driver';
import { createFileStorage } from './file-storage';
import type { FileStorage } from './storage';

export interface FilesConfig {
  /** Where the disk driver keeps files (FILES_DIR, or DATA_DIR/files). */
  dir: string;
  /** The largest file accepted (FILES_MAX_MB, 50 MB by default). */
  maxBytes: number;
}

/** The storage of this deployment: the disk driver (an S3 driver would be picked here, see README). */
export function openFileStorage(config: FilesConfig): FileStorage {
  return createFileStorage(createDiskDriver(config.dir), { maxBytes: config.maxBytes });
}
