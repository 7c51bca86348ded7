import { FILE_MANAGER_LIMITS, type TFileType } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export interface FileRow {
  id: string;
  parent_id: string | null;
  name: string;
  type: TFileType;
  storage_key: string | null;
  content_type: string;
  size_bytes: number | string;
  offline: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  opened_at: Date | string | null;
  owner_name: string;
}

export interface NewFile {
  ownerId: string;
  parentId: string | null;
  name: string;
  type: TFileType;
  storageKey: string | null;
  contentType: string;
  size: number;
}

/** A folder's size is what it holds one level down (files only). */
const SELECT = `SELECT f.id, f.parent_id, f.name, f.type, f.storage_key, f.content_type,
  CASE WHEN f.type = 'folder'
    THEN (SELECT COALESCE(sum(c.size_bytes), 0) FROM file_manager_items c WHERE c.parent_id = f.id)
    ELSE f.size_bytes END AS size_bytes,
  f.offline, f.created_at, f.updated_at, f.opened_at, u.display_name AS owner_name
  FROM file_manager_items f JOIN users u ON u.id = f.owner_id`;

/** The file manager's items (table file_manager_items); every method takes the owner. */
export function createFileManagerRepository(db: Queryable) {
  return {
    async list(ownerId: string, parentId: string | null): Promise<FileRow[]> {
      const result = await db.query<FileRow>(
        `${SELECT} WHERE f.owner_id = $1 AND f.parent_id IS NOT DISTINCT FROM $2::uuid
         ORDER BY f.type <> 'folder', lower(f.name), f.id LIMIT ${FILE_MANAGER_LIMITS.itemsMax}`,
        [ownerId, parentId],
      );
      return result.rows;
    },

    async find(ownerId: string, id: string, tx: Queryable = db): Promise<FileRow | null> {
      const result = await tx.query<FileRow>(`${SELECT} WHERE f.owner_id = $1 AND f.id = $2`, [ownerId, id]);
      return result.rows[0] ?? null;
    },

    /** The folders from the root down to `id` (included). */
    async path(ownerId: string, id: string): Promise<{ id: string; name: string }[]> {
      const result = await db.query<{ id: string; name: string; depth: number }>(
        `WITH RECURSIVE up AS (
           SELECT id, name, parent_id, 0 AS depth FROM file_manager_items WHERE owner_id = $1 AND id = $2
           UNION ALL
           SELECT p.id, p.name, p.parent_id, up.depth + 1 FROM file_manager_items p
             JOIN up ON p.id = up.parent_id WHERE p.owner_id = $1 AND up.depth < 50
         ) SELECT id, name, depth FROM up ORDER BY depth DESC`,
        [ownerId, id],
      );
      return result.rows.map(({ id: folderId, name }) => ({ id: folderId, name }));
    },

    /** Serialises one owner's writes (quota, names) until the transaction ends. */
    async lockOwner(tx: Queryable, ownerId: string): Promise<void> {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerId]);
    },

    async usedBytes(ownerId: string, tx: Queryable = db): Promise<number> {
      const result = await tx.query<{ total: string }>(
        'SELECT COALESCE(sum(size_bytes), 0)::text AS total FROM file_manager_items WHERE owner_id = $1',
        [ownerId],
      );
      return Number(result.rows[0]?.total ?? 0);
    },

    async insert(tx: Queryable, file: NewFile, time?: Date): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO file_manager_items
           (owner_id, parent_id, name, type, storage_key, content_type, size_bytes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, now()), COALESCE($8, now())) RETURNING id`,
        [
          file.ownerId,
          file.parentId,
          file.name,
          file.type,
          file.storageKey,
          file.contentType,
          file.size,
          time ?? null,
        ],
      );
      return result.rows[0]?.id as string;
    },

    async rename(ownerId: string, id: string, name: string): Promise<boolean> {
      const result = await db.query(
        'UPDATE file_manager_items SET name = $3, updated_at = now() WHERE owner_id = $1 AND id = $2',
        [ownerId, id, name],
      );
      return result.rowCount > 0;
    },

    /** How many folder levels `id` holds below itself (0: a file or an empty folder). */
    async depthBelow(ownerId: string, id: string, tx: Queryable = db): Promise<number> {
      const result = await tx.query<{ depth: number }>(
        `WITH RECURSIVE down AS (
           SELECT id, 0 AS depth FROM file_manager_items WHERE owner_id = $1 AND id = $2
           UNION ALL
           SELECT c.id, down.depth + 1 FROM file_manager_items c
             JOIN down ON c.parent_id = down.id WHERE c.owner_id = $1 AND c.type = 'folder' AND down.depth < 50
         ) SELECT max(depth)::int AS depth FROM down`,
        [ownerId, id],
      );
      return result.rows[0]?.depth ?? 0;
    },

    async move(tx: Queryable, ownerId: string, id: string, parentId: string | null): Promise<boolean> {
      const result = await tx.query(
        'UPDATE file_manager_items SET parent_id = $3, updated_at = now() WHERE owner_id = $1 AND id = $2',
        [ownerId, id, parentId],
      );
      return result.rowCount > 0;
    },

    async setOffline(ownerId: string, id: string, offline: boolean): Promise<boolean> {
      const result = await db.query(
        'UPDATE file_manager_items SET offline = $3 WHERE owner_id = $1 AND id = $2',
        [ownerId, id, offline],
      );
      return result.rowCount > 0;
    },

    async markOpened(ownerId: string, id: string): Promise<void> {
      await db.query('UPDATE file_manager_items SET opened_at = now() WHERE owner_id = $1 AND id = $2', [
        ownerId,
        id,
      ]);
    },

    /** Removes an item and everything under it; returns the storage keys of the files that went (null: none). */
    async remove(tx: Queryable, ownerId: string, id: string): Promise<string[] | null> {
      const keys = await tx.query<{ storage_key: string | null }>(
        `WITH RECURSIVE down AS (
           SELECT id, storage_key FROM file_manager_items WHERE owner_id = $1 AND id = $2
           UNION ALL
           SELECT c.id, c.storage_key FROM file_manager_items c JOIN down ON c.parent_id = down.id
         ) SELECT storage_key FROM down`,
        [ownerId, id],
      );
      if (keys.rows.length === 0) return null;
      await tx.query('DELETE FROM file_manager_items WHERE owner_id = $1 AND id = $2', [ownerId, id]);
      return keys.rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
    },

    async isEmpty(): Promise<boolean> {
      const result = await db.query('SELECT 1 FROM file_manager_items LIMIT 1');
      return result.rows.length === 0;
    },
  };
}
export type FileManagerRepository = ReturnType<typeof createFileManagerRepository>;
