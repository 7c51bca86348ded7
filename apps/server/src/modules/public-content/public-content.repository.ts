import type { TFaq, TInvoice, TSearchResult } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { likePattern, selectPage } from '../../lib/sql';

type TInvoiceRow = {
  id: string;
  number: string;
  issued_on: string;
  due_on: string;
  from_party: TInvoice['from'];
  client: TInvoice['client'];
  services: TInvoice['services'];
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
};

type TPage = { limit: number; offset: number };

export function createPublicContentRepository(db: Queryable) {
  return {
    async listFaq({ limit, offset }: TPage): Promise<{ rows: TFaq[]; total: number }> {
      return selectPage<TFaq>(
        db,
        {
          rows: 'SELECT id::text AS id, question, answer FROM faq_entries ORDER BY position, id',
          count: 'SELECT count(*)::text AS total FROM faq_entries',
        },
        [],
        { limit, offset },
      );
    },

    /** Case-insensitive match on title or excerpt; titles that match come first. */
    async search(q: string, { limit, offset }: TPage): Promise<{ rows: TSearchResult[]; total: number }> {
      const where = 'WHERE title ILIKE $1 OR excerpt ILIKE $1';
      return selectPage<TSearchResult>(
        db,
        {
          rows: `SELECT id::text AS id, title, url, excerpt FROM search_entries ${where}
           ORDER BY (title ILIKE $1) DESC, title, id`,
          count: `SELECT count(*)::text AS total FROM search_entries ${where}`,
        },
        [likePattern(q)],
        { limit, offset },
      );
    },

    async findInvoice(id: string): Promise<TInvoice | null> {
      const result = await db.query<TInvoiceRow>(
        `SELECT id, number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on,
           to_char(due_on, 'YYYY-MM-DD') AS due_on, from_party, client, services,
           subtotal::text AS subtotal, tax::text AS tax, discount::text AS discount, total::text AS total
         FROM invoices WHERE id = $1`,
        [id],
      );
      const row = result.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        number: row.number,
        date: row.issued_on,
        dueDate: row.due_on,
        from: row.from_party,
        client: row.client,
        services: row.services,
        subtotal: Number(row.subtotal),
        tax: Number(row.tax),
        discount: Number(row.discount),
        total: Number(row.total),
      };
    },
  };
}
