import { QUICK_PANEL_MAX_ENTRIES, type TQuickPanelData } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

export type TQuickPanelKind = 'event' | 'note';

export type TNewQuickPanelEntry = { userId: string; kind: TQuickPanelKind; title: string; detail: string };

type TEntryRow = { id: string; kind: TQuickPanelKind; title: string; detail: string };

export function createQuickPanelRepository(db: Queryable) {
  return {
    /** The user's own events and notes, at most QUICK_PANEL_MAX_ENTRIES of each, in their order. */
    async listForUser(userId: string, tx: Queryable = db): Promise<TQuickPanelData> {
      const result = await tx.query<TEntryRow>(
        `SELECT id, kind, title, detail FROM (
           SELECT id, kind, title, detail, position, created_at,
                  row_number() OVER (PARTITION BY kind ORDER BY position, created_at) AS n
           FROM quick_panel_entries WHERE user_id = $1
         ) ranked
         WHERE n <= $2
         ORDER BY kind, position, created_at`,
        [userId, QUICK_PANEL_MAX_ENTRIES],
      );
      const toEntry = ({ id, title, detail }: TEntryRow) => ({ id, title, detail });
      return {
        events: result.rows.filter((row) => row.kind === 'event').map(toEntry),
        notes: result.rows.filter((row) => row.kind === 'note').map(toEntry),
      };
    },

    async isEmpty(tx: Queryable = db): Promise<boolean> {
      const result = await tx.query('SELECT 1 FROM quick_panel_entries LIMIT 1');
      return result.rowCount === 0;
    },

    /** Inserts the entries in one statement; their order in the array is their position. */
    async insertMany(entries: readonly TNewQuickPanelEntry[], tx: Queryable = db): Promise<number> {
      if (entries.length === 0) return 0;
      const result = await tx.query(
        `INSERT INTO quick_panel_entries (user_id, kind, title, detail, position)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[])`,
        [
          entries.map((entry) => entry.userId),
          entries.map((entry) => entry.kind),
          entries.map((entry) => entry.title),
          entries.map((entry) => entry.detail),
          entries.map((_, index) => index),
        ],
      );
      return result.rowCount;
    },
  };
}
