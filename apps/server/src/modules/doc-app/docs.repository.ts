import type { TDocLabel, TDocMember } from '@pesquisemais/shared';
import { DOC_RESTORE_DAYS } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import type { BoardKind } from './board-kind';

export interface DocRow {
  id: string;
  name: string;
  uri: string;
  color: string;
  card_cover_images: boolean;
  tags: string[];
  categories: string[];
  labels: TDocLabel[];
  updated_at: Date | string;
  deleted_at: Date | string | null;
  survey_id: string | null;
  /** This user's membership (null: not a member). */
  subscribed: boolean | null;
  card_count: number;
}

const SELECT = `SELECT d.id, d.name, d.uri, d.color, d.card_cover_images, d.tags, d.categories, d.labels,
  d.updated_at, d.deleted_at, d.survey_id, m.subscribed,
  (SELECT count(*) FROM doc_cards c WHERE c.doc_id = d.id)::int AS card_count
  FROM docs d LEFT JOIN doc_members m ON m.doc_id = d.id AND m.user_id = $1`;

export interface NewDoc {
  name: string;
  uri: string;
  color: string;
  cardCoverImages: boolean;
  tags: string[];
  categories: string[];
  labels: TDocLabel[];
  createdBy: string;
  surveyId: string | null;
}

export interface DocPatch {
  color?: string;
  cardCoverImages?: boolean;
  labels?: TDocLabel[];
  tags?: string[];
  categories?: string[];
  /** Undefined: unchanged; null: no study. */
  surveyId?: string | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Boards of one kind (study boards or scrumboards) and their members (tables docs, doc_members). */
export function createDocsRepository(db: Queryable, kind: BoardKind['kind'] = 'doc') {
  return {
    /** Boards this user sees: its own (every board for `all`); live ones, or those deleted within 30 days. */
    async list(userId: string, options: { all: boolean; deleted: boolean }): Promise<DocRow[]> {
      const deleted = options.deleted
        ? `d.deleted_at > now() - interval '${DOC_RESTORE_DAYS} days'`
        : 'd.deleted_at IS NULL';
      const result = await db.query<DocRow>(
        `${SELECT} WHERE d.kind = $3 AND ($2 OR m.user_id IS NOT NULL) AND ${deleted}
         ORDER BY d.updated_at DESC, d.id`,
        [userId, options.all, kind],
      );
      return result.rows;
    },

    async find(docId: string, userId: string, tx: Queryable = db): Promise<DocRow | null> {
      const result = await tx.query<DocRow>(`${SELECT} WHERE d.id = $2 AND d.kind = $3`, [
        userId,
        docId,
        kind,
      ]);
      return result.rows[0] ?? null;
    },

    /** Serialises the writes that renumber a board (moves, list order) until the transaction ends. */
    async lock(tx: Queryable, docId: string): Promise<boolean> {
      const result = await tx.query('SELECT id FROM docs WHERE id = $1 AND kind = $2 FOR UPDATE', [
        docId,
        kind,
      ]);
      return result.rows.length > 0;
    },

    async insert(tx: Queryable, doc: NewDoc): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO docs (name, uri, color, card_cover_images, tags, categories, labels, created_by, kind, survey_id)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10) RETURNING id`,
        [
          doc.name,
          doc.uri,
          doc.color,
          doc.cardCoverImages,
          json(doc.tags),
          json(doc.categories),
          json(doc.labels),
          doc.createdBy,
          kind,
          doc.surveyId,
        ],
      );
      return result.rows[0]?.id as string;
    },

    async rename(docId: string, name: string, uri: string): Promise<void> {
      await db.query('UPDATE docs SET name = $2, uri = $3, updated_at = now() WHERE id = $1', [
        docId,
        name,
        uri,
      ]);
    },

    async update(docId: string, patch: DocPatch): Promise<void> {
      await db.query(
        `UPDATE docs SET color = COALESCE($2, color), card_cover_images = COALESCE($3, card_cover_images),
           labels = COALESCE($4::jsonb, labels), tags = COALESCE($5::jsonb, tags),
           categories = COALESCE($6::jsonb, categories),
           survey_id = CASE WHEN $7 THEN $8::uuid ELSE survey_id END, updated_at = now()
         WHERE id = $1`,
        [
          docId,
          patch.color ?? null,
          patch.cardCoverImages ?? null,
          json(patch.labels),
          json(patch.tags),
          json(patch.categories),
          patch.surveyId !== undefined,
          patch.surveyId ?? null,
        ],
      );
    },

    /** Whether a questionnaire exists (a board may be linked to it). */
    async surveyExists(surveyId: string): Promise<boolean> {
      const result = await db.query('SELECT 1 FROM surveys WHERE id = $1', [surveyId]);
      return result.rowCount > 0;
    },

    async touch(tx: Queryable, docId: string): Promise<void> {
      await tx.query('UPDATE docs SET updated_at = now() WHERE id = $1', [docId]);
    },

    async setDeleted(docId: string, deleted: boolean): Promise<void> {
      await db.query(`UPDATE docs SET deleted_at = ${deleted ? 'now()' : 'NULL'} WHERE id = $1`, [docId]);
    },

    async setSubscribed(docId: string, userId: string, subscribed: boolean): Promise<void> {
      await db.query('UPDATE doc_members SET subscribed = $3 WHERE doc_id = $1 AND user_id = $2', [
        docId,
        userId,
        subscribed,
      ]);
    },

    async addMember(tx: Queryable, docId: string, userId: string): Promise<void> {
      await tx.query('INSERT INTO doc_members (doc_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        docId,
        userId,
      ]);
    },

    /** The members become exactly `userIds` (existing ones keep their subscription). */
    async replaceMembers(tx: Queryable, docId: string, userIds: string[]): Promise<void> {
      await tx.query('DELETE FROM doc_members WHERE doc_id = $1 AND NOT (user_id = ANY($2::uuid[]))', [
        docId,
        userIds,
      ]);
      await tx.query(
        `INSERT INTO doc_members (doc_id, user_id) SELECT $1, u.id FROM users u WHERE u.id = ANY($2::uuid[])
         ON CONFLICT DO NOTHING`,
        [docId, userIds],
      );
    },

    async members(docId: string): Promise<TDocMember[]> {
      const result = await db.query<TDocMember>(
        `SELECT u.id, u.display_name AS name, u.photo_url AS avatar
         FROM doc_members m JOIN users u ON u.id = m.user_id WHERE m.doc_id = $1 ORDER BY u.display_name, u.id`,
        [docId],
      );
      return result.rows;
    },

    /** Which of `ids` are users with one of `roles`. */
    async idsWithRoles(ids: readonly string[], roles: readonly string[]): Promise<string[]> {
      const result = await db.query<{ id: string }>(
        'SELECT id FROM users WHERE id = ANY($1::uuid[]) AND role = ANY($2::text[])',
        [ids, roles],
      );
      return result.rows.map((row) => row.id);
    },

    /** People who may be added to a board, by role (the caller's directory, scoped by its audience). */
    async people(roles: readonly string[]): Promise<TDocMember[]> {
      const result = await db.query<TDocMember>(
        `SELECT id, display_name AS name, photo_url AS avatar FROM users WHERE role = ANY($1::text[])
         ORDER BY display_name, id LIMIT 1000`,
        [roles],
      );
      return result.rows;
    },

    /** True when no board of this kind exists yet (the demo seed writes into an empty app only). */
    async isEmpty(): Promise<boolean> {
      const result = await db.query('SELECT 1 FROM docs WHERE kind = $1 LIMIT 1', [kind]);
      return result.rows.length === 0;
    },

    /** Boards deleted more than 30 days ago go for good; returns the storage keys of their files. */
    async purgeExpired(): Promise<string[]> {
      const expired = `deleted_at < now() - interval '${DOC_RESTORE_DAYS} days'`;
      const keys = await db.query<{ storage_key: string }>(
        `SELECT a.storage_key FROM doc_attachments a JOIN docs d ON d.id = a.doc_id WHERE d.${expired}`,
      );
      await db.query(`DELETE FROM docs WHERE ${expired}`);
      return keys.rows.map((row) => row.storage_key);
    },
  };
}
export type DocsRepository = ReturnType<typeof createDocsRepository>;
