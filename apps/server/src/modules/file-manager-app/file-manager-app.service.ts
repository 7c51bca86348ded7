import type { Readable } from 'node:stream';
import {
  FILE_MANAGER_LIMITS,
  FILE_MANAGER_MESSAGES,
  type TFileItem,
  type TFileListing,
  type TFileType,
} from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { PREVIEWABLE_IMAGE_TYPES } from '../../core/files/content-type';
import type { FileStorage } from '../../core/files/storage';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/sql';
import { createFileManagerRepository, type FileRow } from './file-manager-app.repository';

export const ROOT_NAME = 'Meus arquivos';
const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's file name as shown (never as a path): no folders, no control characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('');
  const clean = visible.trim().slice(0, FILE_MANAGER_LIMITS.nameMax);
  return clean === '.' || clean === '..' || clean === '' ? 'arquivo' : clean;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The kind of file from the type read from its bytes (spec point 3: document, spreadsheet, ...). */
export function fileTypeOf(contentType: string): TFileType {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'text/csv' || contentType.includes('spreadsheet')) return 'spreadsheet';
  if (contentType.includes('presentation')) return 'presentation';
  if (contentType.includes('wordprocessing') || contentType.includes('opendocument.text')) return 'document';
  if (contentType === 'application/x-cfb') return 'document';
  if (contentType === 'application/zip') return 'archive';
  if (contentType === 'text/plain') return 'text';
  return 'file';
}

/**
 * Each user's folders and files: bytes in the file storage (core/files, the same as board attachments),
 * rows here. Every call names the owner; another user's item is "not found", never shown.
 */
export function createFileManagerService(db: Db, files: FileStorage) {
  const repo = createFileManagerRepository(db);

  const toItem = (row: FileRow, location: string): TFileItem => {
    const isImage = PREVIEWABLE_IMAGE_TYPES.includes(row.content_type);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      owner: row.owner_name,
      size: Number(row.size_bytes),
      modified: iso(row.updated_at),
      opened: row.opened_at === null ? null : iso(row.opened_at),
      created: iso(row.created_at),
      extention: row.type === 'folder' ? '' : extensionOf(row.name),
      location,
      offline: row.offline,
      preview: isImage ? `/api/file-manager-app/file?id=${row.id}&preview=true` : null,
      parentId: row.parent_id,
      contentType: row.content_type,
    };
  };

  const locationOf = async (ownerId: string, parentId: string | null) =>
    [ROOT_NAME, ...(parentId ? (await repo.path(ownerId, parentId)).map((folder) => folder.name) : [])].join(
      ' / ',
    );

  async function item(ownerId: string, id: string): Promise<TFileItem> {
    const row = await repo.find(ownerId, id);
    if (!row) throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
    return toItem(row, await locationOf(ownerId, row.parent_id));
  }

  /** The parent folder must be this owner's folder, and not too deep for one more level. */
  async function checkParent(ownerId: string, parentId: string | null, addsFolder: boolean) {
    if (parentId === null) return;
    const parent = await repo.find(ownerId, parentId);
    if (parent?.type !== 'folder') throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.folderNotFound);
    if (addsFolder && (await repo.path(ownerId, parentId)).length >= FILE_MANAGER_LIMITS.depthMax)
      throw new AppError('UNPROCESSABLE', FILE_MANAGER_MESSAGES.tooDeep);
  }

  const refuseDuplicates = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', FILE_MANAGER_MESSAGES.duplicate);
    throw error;
  };

  return {
    item,

    async list(ownerId: string, folderId: string | null): Promise<TFileListing> {
      if (folderId !== null) await checkParent(ownerId, folderId, false);
      const [rows, path, usedBytes] = await Promise.all([
        repo.list(ownerId, folderId),
        folderId ? repo.path(ownerId, folderId) : Promise.resolve([]),
        repo.usedBytes(ownerId),
      ]);
      const location = [ROOT_NAME, ...path.map((folder) => folder.name)].join(' / ');
      return {
        folderId,
        path,
        files: rows.map((row) => toItem(row, location)),
        usedBytes,
        quotaBytes: FILE_MANAGER_LIMITS.quotaBytes,
      };
    },

    async newFolder(ownerId: string, parentId: string | null, name: string): Promise<TFileItem> {
      await checkParent(ownerId, parentId, true);
      const id = await db
        .transaction(async (tx) => {
          await repo.lockOwner(tx, ownerId);
          return repo.insert(tx, {
            ownerId,
            parentId,
            name,
            type: 'folder',
            storageKey: null,
            contentType: '',
            size: 0,
          });
        })
        .catch(refuseDuplicates);
      return item(ownerId, id);
    },

    /**
     * Stores the bytes (size and type checked by core/files as they arrive), then the row; a refused row
     * (name taken, quota, folder gone) takes its bytes away again, so nothing is left half-done.
     */
    async upload(
      ownerId: string,
      target: { parentId: string | null; name: string },
      upload: { stream: Readable; declaredBytes?: number },
    ): Promise<TFileItem> {
      await checkParent(ownerId, target.parentId, false);
      const name = cleanName(target.name);
      const stored = await files.put(upload.stream, {
        name,
        declaredBytes: upload.declaredBytes,
        maxBytes: Math.min(files.maxBytes, FILE_MANAGER_LIMITS.fileMaxBytes),
      });
      try {
        const id = await db
          .transaction(async (tx) => {
            await repo.lockOwner(tx, ownerId);
            if (target.parentId) {
              const parent = await repo.find(ownerId, target.parentId, tx);
              if (parent?.type !== 'folder')
                throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.folderNotFound);
            }
            if ((await repo.usedBytes(ownerId, tx)) + stored.size > FILE_MANAGER_LIMITS.quotaBytes)
              throw new AppError('PAYLOAD_TOO_LARGE', FILE_MANAGER_MESSAGES.quota);
            return repo.insert(tx, {
              ownerId,
              parentId: target.parentId,
              name,
              type: fileTypeOf(stored.contentType),
              storageKey: stored.key,
              contentType: stored.contentType,
              size: stored.size,
            });
          })
          .catch(refuseDuplicates);
        return await item(ownerId, id);
      } catch (error) {
        await files.remove(stored.key);
        throw error;
      }
    },

    /** The bytes of one of this owner's files (a download marks it opened). */
    async open(ownerId: string, id: string, preview: boolean) {
      const row = await repo.find(ownerId, id);
      if (!row) throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
      if (!row.storage_key) throw new AppError('UNPROCESSABLE', FILE_MANAGER_MESSAGES.notAFile);
      const stream = await files.get(row.storage_key);
      if (!preview) await repo.markOpened(ownerId, id);
      return { row, stream };
    },

    async rename(ownerId: string, id: string, name: string): Promise<TFileItem> {
      const renamed = await repo.rename(ownerId, id, name).catch(refuseDuplicates);
      if (!renamed) throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
      return item(ownerId, id);
    },

    /**
     * Into another folder of the owner (null: the root), with everything it holds; never into itself or a
     * folder inside it, never deeper than the limit, never onto a name the folder already has.
     */
    async move(ownerId: string, id: string, parentId: string | null): Promise<TFileItem> {
      const moved = await repo.find(ownerId, id);
      if (!moved) throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
      if (parentId !== null) {
        const parent = await repo.find(ownerId, parentId);
        if (parent?.type !== 'folder') throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.folderNotFound);
        const ancestors = await repo.path(ownerId, parentId);
        if (ancestors.some((folder) => folder.id === id))
          throw new AppError('UNPROCESSABLE', FILE_MANAGER_MESSAGES.intoItself);
        if (moved.type === 'folder') {
          const levels = ancestors.length + 1 + (await repo.depthBelow(ownerId, id));
          if (levels > FILE_MANAGER_LIMITS.depthMax)
            throw new AppError('UNPROCESSABLE', FILE_MANAGER_MESSAGES.tooDeep);
        }
      }
      await db
        .transaction(async (tx) => {
          await repo.lockOwner(tx, ownerId);
          await repo.move(tx, ownerId, id, parentId);
        })
        .catch(refuseDuplicates);
      return item(ownerId, id);
    },

    async setOffline(ownerId: string, id: string, offline: boolean): Promise<TFileItem> {
      if (!(await repo.setOffline(ownerId, id, offline)))
        throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
      return item(ownerId, id);
    },

    /** A folder goes with everything in it; the bytes go after the rows (a crash leaves only disk). */
    async remove(ownerId: string, id: string) {
      const keys = await db.transaction((tx) => repo.remove(tx, ownerId, id));
      if (!keys) throw new AppError('NOT_FOUND', FILE_MANAGER_MESSAGES.notFound);
      for (const key of keys) await files.remove(key);
      return { id };
    },

    isEmpty: () => repo.isEmpty(),

    /** Demo data: an item as if made at `time` (bytes, when a file, already stored under `storageKey`). */
    seedItem: (file: Parameters<typeof repo.insert>[1], time: Date) =>
      db.transaction((tx) => repo.insert(tx, file, time)),
  };
}
export type FileManagerService = ReturnType<typeof createFileManagerService>;
