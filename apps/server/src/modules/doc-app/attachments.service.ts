import type { Readable } from 'node:stream';
import { DOC_MESSAGES, type TDocCard } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db } from '../../core/db/connection';
import type { FileStorage } from '../../core/files/storage';
import { AppError } from '../../lib/app-error';
import { createBoardRepository } from './board.repository';
import type { BoardService } from './board.service';
import { createCardLogRepository } from './card-log.repository';
import type { DocAccessCheck } from './doc-access';

type User = Pick<Principal, 'id' | 'role'>;

/** The user's file name as shown (never as a path): no folders, no control characters, some length. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('');
  const clean = visible.replace(/^\.+/, '').trim().slice(0, 200);
  return clean || 'arquivo';
}

/**
 * Files attached to cards: bytes in the file storage, rows here. Upload and removal need a board editor;
 * downloads, a reader of that board (checked on every request, like the HTTP reads).
 */
export function createAttachmentsService(
  db: Db,
  files: FileStorage,
  access: DocAccessCheck,
  cards: BoardService,
) {
  const board = createBoardRepository(db);
  const log = createCardLogRepository(db);

  return {
    async upload(
      user: User,
      target: { docId: string; cardId: string; name: string },
      /** The request's upload, taken only once the rights are checked (a refused caller gets 403, not 415). */
      openUpload: () => { stream: Readable; declaredBytes?: number },
    ): Promise<TDocCard> {
      const { docId, cardId } = target;
      await access.write(user, docId);
      if (!(await board.card(docId, cardId))) throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
      const name = displayName(target.name);
      const upload = openUpload();
      const stored = await files.put(upload.stream, { name, declaredBytes: upload.declaredBytes });
      try {
        await db.transaction(async (tx) => {
          if (!(await board.card(docId, cardId, tx)))
            throw new AppError('NOT_FOUND', DOC_MESSAGES.cardNotFound);
          const attachmentId = await log.insertAttachment(tx, {
            docId,
            cardId,
            name,
            key: stored.key,
            contentType: stored.contentType,
            size: stored.size,
            by: user.id,
          });
          await log.insertActivity(tx, {
            docId,
            cardId,
            type: 'attachment',
            memberId: user.id,
            message: name,
          });
          // The first picture of a card becomes its cover; another one can be chosen after.
          if (stored.contentType.startsWith('image/')) await board.setCoverIfNone(tx, cardId, attachmentId);
        });
      } catch (error) {
        await files.remove(stored.key);
        throw error;
      }
      return cards.cardView(docId, cardId, user.id);
    },

    async open(user: User, docId: string, attachmentId: string) {
      await access.read(user, docId);
      const row = await log.attachment(docId, attachmentId);
      if (!row) throw new AppError('NOT_FOUND', DOC_MESSAGES.attachmentNotFound);
      return { row, stream: await files.get(row.storage_key) };
    },

    async remove(user: User, docId: string, cardId: string, attachmentId: string): Promise<TDocCard> {
      await access.write(user, docId);
      const key = await db.transaction((tx) => log.removeAttachment(tx, docId, cardId, attachmentId));
      if (!key) throw new AppError('NOT_FOUND', DOC_MESSAGES.attachmentNotFound);
      await files.remove(key);
      return cards.cardView(docId, cardId, user.id);
    },
  };
}
