import {
  slugify,
  TEMPLATE_APP_MAX_ITEMS,
  type TNote,
  type TNoteFields,
  type TNoteLabel,
  type TUpdateNote,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

type TNoteRow = Omit<TNote, 'time' | 'reminder'> & { time: Date | string; reminder: Date | string | null };
const iso = (value: Date | string) => new Date(value).toISOString();
const toNote = (row: TNoteRow): TNote => ({
  ...row,
  time: iso(row.time),
  reminder: row.reminder === null ? null : iso(row.reminder),
});

const COLUMNS = `id, title, description, archive, image, created_at AS time, reminder, checklist, labels`;

/** A label's handle: its name in lower case, without accents, words joined by hyphens. */
export const labelHandle = (name: string) => slugify(name, { maxLength: Number.POSITIVE_INFINITY });

/** The notes and note labels; every method takes the owner, so one user never reads or changes another's. */
export function createNotesRepository(db: Queryable) {
  /** Only labels the owner has stay on a note: a foreign or removed id would show as a ghost chip. */
  const ownLabels = async (ownerId: string, ids: string[]) =>
    (
      await db.query<{ id: string }>(
        'SELECT id FROM note_labels WHERE owner_id = $1 AND id = ANY ($2::text[])',
        [ownerId, ids],
      )
    ).rows.map((row) => row.id);
  const keepOrder = (wanted: string[], existing: string[]) => wanted.filter((id) => existing.includes(id));
  const labels = async (ownerId: string): Promise<TNoteLabel[]> =>
    (
      await db.query<TNoteLabel>(
        'SELECT id, name, handle FROM note_labels WHERE owner_id = $1 ORDER BY position, id',
        [ownerId],
      )
    ).rows;

  return {
    async list(ownerId: string): Promise<TNote[]> {
      const result = await db.query<TNoteRow>(
        `SELECT ${COLUMNS} FROM notes WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT ${TEMPLATE_APP_MAX_ITEMS}`,
        [ownerId],
      );
      return result.rows.map(toNote);
    },

    labels,

    /** The newest notes not archived, at most `limit`. */
    async recent(ownerId: string, limit: number): Promise<TNote[]> {
      const result = await db.query<TNoteRow>(
        `SELECT ${COLUMNS} FROM notes WHERE owner_id = $1 AND NOT archive
         ORDER BY created_at DESC, id LIMIT $2`,
        [ownerId, limit],
      );
      return result.rows.map(toNote);
    },

    async create(ownerId: string, note: TNoteFields, time?: Date): Promise<TNote> {
      const labels = keepOrder(note.labels, await ownLabels(ownerId, note.labels));
      const result = await db.query<TNoteRow>(
        `INSERT INTO notes (owner_id, title, description, archive, image, reminder, checklist, labels, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::text[], coalesce($9::timestamptz, now()))
         RETURNING ${COLUMNS}`,
        [
          ownerId,
          note.title,
          note.description,
          note.archive,
          note.image,
          note.reminder,
          JSON.stringify(note.checklist),
          labels,
          time ?? null,
        ],
      );
      return toNote(result.rows[0] as TNoteRow);
    },

    async update(ownerId: string, { id, ...note }: TUpdateNote): Promise<TNote | null> {
      const labels = keepOrder(note.labels, await ownLabels(ownerId, note.labels));
      const result = await db.query<TNoteRow>(
        `UPDATE notes SET title = $3, description = $4, archive = $5, image = $6, reminder = $7,
           checklist = $8::jsonb, labels = $9::text[]
         WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          ownerId,
          id,
          note.title,
          note.description,
          note.archive,
          note.image,
          note.reminder,
          JSON.stringify(note.checklist),
          labels,
        ],
      );
      return result.rows[0] ? toNote(result.rows[0]) : null;
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const result = await db.query('DELETE FROM notes WHERE owner_id = $1 AND id = $2', [ownerId, id]);
      return result.rowCount > 0;
    },

    /** Replaces the owner's labels (call inside a transaction); the ones left out leave the owner's notes. */
    async replaceLabels(
      ownerId: string,
      next: readonly { id: string; name: string }[],
    ): Promise<TNoteLabel[]> {
      const ids = next.map((label) => label.id);
      await db.query('DELETE FROM note_labels WHERE owner_id = $1', [ownerId]);
      await db.query(
        `INSERT INTO note_labels (owner_id, id, name, handle, position)
         SELECT $1, id, name, handle, n FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t(id, name, handle, n)`,
        [
          ownerId,
          ids,
          next.map((label) => label.name),
          next.map((label) => labelHandle(label.name) || label.id),
        ],
      );
      await db.query(
        `UPDATE notes SET labels = ARRAY(SELECT l FROM unnest(labels) AS l WHERE l = ANY ($2::text[]))
         WHERE owner_id = $1 AND NOT labels <@ $2::text[]`,
        [ownerId, ids],
      );
      return labels(ownerId);
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM notes LIMIT 1')).rowCount === 0;
    },
  };
}
