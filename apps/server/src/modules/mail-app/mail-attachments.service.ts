import type { Readable } from 'node:stream';
import { MAIL_LIMITS, MAIL_MESSAGES, type TMailUpload } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import type { FileStorage } from '../../core/files/storage';
import { AppError } from '../../lib/app-error';
import { formatFileSize } from './mail-app.repository';
import { createMailAttachmentsRepository } from './mail-attachments.repository';

/** An upload not sent with a mail within this many hours is removed. */
export const PENDING_UPLOAD_HOURS = 24;

/** The user's file name as shown (never as a path): no folders, no control characters, some length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('');
  return visible.replace(/^\.+/, '').trim().slice(0, 200) || 'arquivo';
}

/**
 * Mail attachments: uploaded first (bytes checked by core/files: at most MAIL_LIMITS.attachmentBytes, a
 * known safe type), then sent with a mail; read only through a mail the reader owns a copy of.
 */
export function createMailAttachmentsService(db: Db, files: FileStorage) {
  const attachments = createMailAttachmentsRepository(db);
  return {
    async upload(
      uploaderId: string,
      name: string,
      upload: { stream: Readable; declaredBytes?: number },
    ): Promise<TMailUpload> {
      const fileName = cleanFileName(name);
      const stored = await files.put(upload.stream, {
        name: fileName,
        maxBytes: MAIL_LIMITS.attachmentBytes,
        declaredBytes: upload.declaredBytes,
      });
      try {
        const row = await attachments.insert(uploaderId, {
          key: stored.key,
          name: fileName,
          contentType: stored.contentType,
          size: stored.size,
        });
        return { id: row.id, fileName, type: row.content_type, size: formatFileSize(stored.size) };
      } catch (error) {
        await files.remove(stored.key);
        throw error;
      }
    },

    async open(readerId: string, mailId: string, attachmentId: string) {
      const row = await attachments.forReader(readerId, mailId, attachmentId);
      if (!row) throw new AppError('NOT_FOUND', MAIL_MESSAGES.attachmentNotFound);
      return { row, stream: await files.get(row.storage_key) };
    },

    /** Deletes the files no mail holds (after a delete for good) and stale uploads; answers how many. */
    async sweep(): Promise<number> {
      const keys = await attachments.sweep(PENDING_UPLOAD_HOURS);
      for (const key of keys) await files.remove(key);
      return keys.length;
    },
  };
}
