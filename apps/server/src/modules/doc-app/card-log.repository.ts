import type { Queryable } from '../../core/db/connection';

export interface AttachmentRow {
  id: string;
  card_id: string;
  name: string;
  storage_key: string;
  content_type: string;
  size_bytes: string | number;
  created_at: Date | string;
}

export interface ActivityRow {
  id: string;
  card_id: string;
  type: 'comment' | 'attachment';
  member_id: string | null;
  message: string;
  created_at: Date | string;
}

/** What hangs off a card: its attachments and its comment/activity log (doc_attachments, doc_activities). */
export function createCardLogRepository(db: Queryable) {
  return {
    async attachmentsOf(docId: string, cardId?: string): Promise<AttachmentRow[]> {
      const result = await db.query<AttachmentRow>(
        `SELECT id, card_id, name, storage_key, content_type, size_bytes, created_at FROM doc_attachments
         WHERE doc_id = $1 AND ($2::uuid IS NULL OR card_id = $2) ORDER BY created_at, id`,
        [docId, cardId ?? null],
      );
      return result.rows;
    },

    async activitiesOf(docId: string, cardId?: string): Promise<ActivityRow[]> {
      const result = await db.query<ActivityRow>(
        `SELECT id, card_id, type, member_id, message, created_at FROM doc_activities
         WHERE doc_id = $1 AND ($2::uuid IS NULL OR card_id = $2) ORDER BY created_at DESC, id`,
        [docId, cardId ?? null],
      );
      return result.rows;
    },

    async attachment(docId: string, attachmentId: string): Promise<AttachmentRow | null> {
      const result = await db.query<AttachmentRow>(
        `SELECT id, card_id, name, storage_key, content_type, size_bytes, created_at FROM doc_attachments
         WHERE doc_id = $1 AND id = $2`,
        [docId, attachmentId],
      );
      return result.rows[0] ?? null;
    },

    async insertAttachment(
      tx: Queryable,
      row: {
        docId: string;
        cardId: string;
        name: string;
        key: string;
        contentType: string;
        size: number;
        by: string;
      },
    ): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO doc_attachments (doc_id, card_id, name, storage_key, content_type, size_bytes, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [row.docId, row.cardId, row.name, row.key, row.contentType, row.size, row.by],
      );
      return result.rows[0]?.id as string;
    },

    /** Removes an attachment (and the card's cover if it was this one); returns its storage key. */
    async removeAttachment(tx: Queryable, docId: string, cardId: string, attachmentId: string) {
      const result = await tx.query<{ storage_key: string }>(
        'DELETE FROM doc_attachments WHERE doc_id = $1 AND card_id = $2 AND id = $3 RETURNING storage_key',
        [docId, cardId, attachmentId],
      );
      await tx.query(
        `UPDATE doc_cards SET id_attachment_cover = NULL, revision = revision + 1
         WHERE id = $1 AND id_attachment_cover = $2`,
        [cardId, attachmentId],
      );
      return result.rows[0]?.storage_key ?? null;
    },

    async insertActivity(
      tx: Queryable,
      row: {
        docId: string;
        cardId: string;
        type: 'comment' | 'attachment';
        memberId: string;
        message: string;
      },
    ): Promise<void> {
      await tx.query(
        'INSERT INTO doc_activities (doc_id, card_id, type, member_id, message) VALUES ($1, $2, $3, $4, $5)',
        [row.docId, row.cardId, row.type, row.memberId, row.message],
      );
    },

    /** The cards of this board the user follows (all of them, or just `cardId`). */
    async followedBy(docId: string, userId: string, cardId?: string): Promise<Set<string>> {
      const result = await db.query<{ card_id: string }>(
        `SELECT card_id FROM doc_card_followers
          WHERE doc_id = $1 AND user_id = $2 AND ($3::uuid IS NULL OR card_id = $3)`,
        [docId, userId, cardId ?? null],
      );
      return new Set(result.rows.map((row) => row.card_id));
    },

    /** Follows or stops following; repeating either is harmless. */
    async setFollowing(docId: string, cardId: string, userId: string, isFollowing: boolean): Promise<void> {
      if (isFollowing)
        await db.query(
          `INSERT INTO doc_card_followers (card_id, user_id, doc_id) VALUES ($1, $2, $3)
           ON CONFLICT (card_id, user_id) DO NOTHING`,
          [cardId, userId, docId],
        );
      else
        await db.query('DELETE FROM doc_card_followers WHERE card_id = $1 AND user_id = $2', [
          cardId,
          userId,
        ]);
    },

    /** Who follows the card and is still a member of its board, but not `exceptUserId` (who acted). */
    async followersOf(docId: string, cardId: string, exceptUserId: string): Promise<string[]> {
      const result = await db.query<{ user_id: string }>(
        `SELECT f.user_id FROM doc_card_followers f
           JOIN doc_members m ON m.doc_id = f.doc_id AND m.user_id = f.user_id
          WHERE f.doc_id = $1 AND f.card_id = $2 AND f.user_id <> $3`,
        [docId, cardId, exceptUserId],
      );
      return result.rows.map((row) => row.user_id);
    },
  };
}
export type CardLogRepository = ReturnType<typeof createCardLogRepository>;
