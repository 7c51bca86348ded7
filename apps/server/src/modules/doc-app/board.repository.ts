import type { TDocChecklist, TDocList } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export interface CardRow {
  id: string;
  list_id: string;
  name: string;
  description: string;
  id_members: string[];
  id_labels: string[];
  checklists: TDocChecklist[];
  due: Date | string | null;
  id_attachment_cover: string | null;
  revision: number;
}

export interface CardPatch {
  name?: string;
  description?: string;
  idMembers?: string[];
  idLabels?: string[];
  checklists?: TDocChecklist[];
  /** undefined: unchanged; null: cleared. */
  due?: string | null;
  idAttachmentCover?: string | null;
}

const CARD_COLUMNS = `id, list_id, name, description, id_members, id_labels, checklists, due, id_attachment_cover,
  revision`;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Lists and cards of boards (tables doc_lists, doc_cards). Every card row has one list and one position:
 * whatever moves run at once, a card is in exactly one list. Renumbering runs under the board's lock.
 */
export function createBoardRepository(db: Queryable) {
  return {
    async lists(docId: string, tx: Queryable = db): Promise<TDocList[]> {
      const result = await tx.query<TDocList>(
        `SELECT l.id, l.name, COALESCE(
           (SELECT json_agg(c.id ORDER BY c.position, c.id) FROM doc_cards c WHERE c.list_id = l.id),
           '[]'::json) AS "idCards"
         FROM doc_lists l WHERE l.doc_id = $1 ORDER BY l.position, l.id`,
        [docId],
      );
      return result.rows;
    },

    async cards(docId: string): Promise<CardRow[]> {
      const result = await db.query<CardRow>(
        `SELECT ${CARD_COLUMNS} FROM doc_cards WHERE doc_id = $1 ORDER BY position, id`,
        [docId],
      );
      return result.rows;
    },

    async card(docId: string, cardId: string, tx: Queryable = db): Promise<CardRow | null> {
      const result = await tx.query<CardRow>(
        `SELECT ${CARD_COLUMNS} FROM doc_cards WHERE doc_id = $1 AND id = $2`,
        [docId, cardId],
      );
      return result.rows[0] ?? null;
    },

    async hasList(docId: string, listId: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query('SELECT 1 FROM doc_lists WHERE doc_id = $1 AND id = $2', [docId, listId]);
      return result.rows.length > 0;
    },

    async insertList(tx: Queryable, docId: string, name: string): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO doc_lists (doc_id, name, position)
         SELECT $1, $2, COALESCE(max(position), 0) + 1 FROM doc_lists WHERE doc_id = $1 RETURNING id`,
        [docId, name],
      );
      return result.rows[0]?.id as string;
    },

    async renameList(docId: string, listId: string, name: string): Promise<boolean> {
      const result = await db.query<{ id: string }>(
        'UPDATE doc_lists SET name = $3 WHERE doc_id = $1 AND id = $2 RETURNING id',
        [docId, listId, name],
      );
      return result.rows.length > 0;
    },

    /** Removes a list with its cards; returns the storage keys of their attachments (or null: no such list). */
    async removeList(tx: Queryable, docId: string, listId: string): Promise<string[] | null> {
      const keys = await tx.query<{ storage_key: string }>(
        `SELECT a.storage_key FROM doc_attachments a JOIN doc_cards c ON c.id = a.card_id
         WHERE c.doc_id = $1 AND c.list_id = $2`,
        [docId, listId],
      );
      const removed = await tx.query('DELETE FROM doc_lists WHERE doc_id = $1 AND id = $2 RETURNING id', [
        docId,
        listId,
      ]);
      return removed.rows.length > 0 ? keys.rows.map((row) => row.storage_key) : null;
    },

    /** Gives lists positions 1..n in this order (ids of the board only). */
    async setListPositions(tx: Queryable, docId: string, listIds: string[]): Promise<void> {
      await tx.query(
        `UPDATE doc_lists l SET position = o.ord FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord)
         WHERE l.id = o.id AND l.doc_id = $1`,
        [docId, listIds],
      );
    },

    /** Puts each card in its list at its position (parallel arrays; ids of the board only). */
    async placeCards(
      tx: Queryable,
      docId: string,
      places: { cardId: string; listId: string; position: number }[],
    ): Promise<void> {
      if (places.length === 0) return;
      await tx.query(
        `UPDATE doc_cards c SET list_id = p.list_id, position = p.position
         FROM unnest($2::uuid[], $3::uuid[], $4::int[]) AS p(id, list_id, position)
         WHERE c.id = p.id AND c.doc_id = $1`,
        [docId, places.map((p) => p.cardId), places.map((p) => p.listId), places.map((p) => p.position)],
      );
    },

    async insertCard(tx: Queryable, docId: string, listId: string, name: string): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO doc_cards (doc_id, list_id, name, position)
         SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM doc_cards WHERE list_id = $2 RETURNING id`,
        [docId, listId, name],
      );
      return result.rows[0]?.id as string;
    },

    /** Saves an edit made on `revision`; null when the card changed since (or is gone). */
    async updateCard(docId: string, cardId: string, revision: number, patch: CardPatch): Promise<boolean> {
      const result = await db.query<{ id: string }>(
        `UPDATE doc_cards SET name = COALESCE($4, name), description = COALESCE($5, description),
           id_members = COALESCE($6::jsonb, id_members), id_labels = COALESCE($7::jsonb, id_labels),
           checklists = COALESCE($8::jsonb, checklists),
           due = CASE WHEN $9::boolean THEN $10::timestamptz ELSE due END,
           id_attachment_cover = CASE WHEN $11::boolean THEN $12::uuid ELSE id_attachment_cover END,
           revision = revision + 1, updated_at = now()
         WHERE doc_id = $1 AND id = $2 AND revision = $3 RETURNING id`,
        [
          docId,
          cardId,
          revision,
          patch.name ?? null,
          patch.description ?? null,
          json(patch.idMembers),
          json(patch.idLabels),
          json(patch.checklists),
          patch.due !== undefined,
          patch.due ?? null,
          patch.idAttachmentCover !== undefined,
          patch.idAttachmentCover ?? null,
        ],
      );
      return result.rows.length > 0;
    },

    /** A cover set by the server (first image attached) counts as an edit: the revision moves on. */
    async setCoverIfNone(tx: Queryable, cardId: string, attachmentId: string): Promise<void> {
      await tx.query(
        `UPDATE doc_cards SET id_attachment_cover = $2, revision = revision + 1, updated_at = now()
         WHERE id = $1 AND id_attachment_cover IS NULL`,
        [cardId, attachmentId],
      );
    },

    /** Removes a card; returns its attachments' storage keys (null: no such card). */
    async removeCard(tx: Queryable, docId: string, cardId: string): Promise<string[] | null> {
      const keys = await tx.query<{ storage_key: string }>(
        'SELECT storage_key FROM doc_attachments WHERE card_id = $1 AND doc_id = $2',
        [cardId, docId],
      );
      const removed = await tx.query('DELETE FROM doc_cards WHERE doc_id = $1 AND id = $2 RETURNING id', [
        docId,
        cardId,
      ]);
      return removed.rows.length > 0 ? keys.rows.map((row) => row.storage_key) : null;
    },
  };
}
export type BoardRepository = ReturnType<typeof createBoardRepository>;
