import type { Queryable } from '../../core/db/connection';

export type TAttachmentFile = {
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number | string;
};

const COLUMNS = 'id, storage_key, file_name, content_type, size_bytes';

/** Files of internal mails and their links to each mailbox's copy of a mail. */
export function createMailAttachmentsRepository(db: Queryable) {
  return {
    async insert(
      uploaderId: string,
      file: { key: string; name: string; contentType: string; size: number },
    ): Promise<TAttachmentFile> {
      const result = await db.query<TAttachmentFile>(
        `INSERT INTO mail_attachments (uploader_id, storage_key, file_name, content_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [uploaderId, file.key, file.name, file.contentType, file.size],
      );
      return result.rows[0] as TAttachmentFile;
    },

    /** Of `ids`, the ones this user uploaded (locked, so a sweep cannot take them mid-send). */
    async ownUploads(uploaderId: string, ids: readonly string[]): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        `SELECT id FROM mail_attachments WHERE uploader_id = $1 AND id = ANY ($2::uuid[]) FOR UPDATE`,
        [uploaderId, ids],
      );
      return result.rows.map((row) => row.id);
    },

    /** Links every file to every copy of the mail, in the given order. */
    async link(mailIds: readonly string[], attachmentIds: readonly string[]): Promise<void> {
      if (mailIds.length === 0 || attachmentIds.length === 0) return;
      await db.query(
        `INSERT INTO mail_message_attachments (mail_id, attachment_id, position)
         SELECT m, a, n - 1 FROM unnest($1::uuid[]) AS m
         CROSS JOIN unnest($2::uuid[]) WITH ORDINALITY AS f(a, n)`,
        [mailIds, attachmentIds],
      );
      await db.query('UPDATE mail_attachments SET linked = true WHERE id = ANY ($1::uuid[])', [
        attachmentIds,
      ]);
    },

    /** A file of one of the reader's own mails (their copy), or null. */
    async forReader(ownerId: string, mailId: string, attachmentId: string): Promise<TAttachmentFile | null> {
      const result = await db.query<TAttachmentFile>(
        `SELECT a.id, a.storage_key, a.file_name, a.content_type, a.size_bytes
         FROM mail_attachments a
         JOIN mail_message_attachments ma ON ma.attachment_id = a.id
         JOIN mail_messages m ON m.id = ma.mail_id
         WHERE m.owner_id = $1 AND m.id = $2 AND a.id = $3`,
        [ownerId, mailId, attachmentId],
      );
      return result.rows[0] ?? null;
    },

    /**
     * Removes the files no mail holds any more (every copy deleted for good) and uploads never sent within
     * `pendingHours`; answers their storage keys, for the caller to delete the bytes.
     */
    async sweep(pendingHours: number): Promise<string[]> {
      const result = await db.query<{ storage_key: string }>(
        `DELETE FROM mail_attachments a
         WHERE NOT EXISTS (SELECT 1 FROM mail_message_attachments ma WHERE ma.attachment_id = a.id)
           AND (a.linked OR a.created_at < now() - make_interval(hours => $1))
         RETURNING storage_key`,
        [pendingHours],
      );
      return result.rows.map((row) => row.storage_key);
    },
  };
}
