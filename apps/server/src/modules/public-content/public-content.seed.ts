import type { Db } from '../../core/db/connection';
import { FAQ_SEED, INVOICE_SEED, SEARCH_SEED } from './public-content.seed-data';

async function isEmpty(db: Db, table: 'faq_entries' | 'search_entries' | 'invoices'): Promise<boolean> {
  const result = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Seeds the FAQ, search entries and sample invoices, each table only while it is empty. */
export async function seedPublicContent(db: Db): Promise<void> {
  if (await isEmpty(db, 'faq_entries')) {
    await db.query(
      `INSERT INTO faq_entries (question, answer, position)
       SELECT q, a, p FROM unnest($1::text[], $2::text[], $3::int[]) AS t(q, a, p)`,
      [FAQ_SEED.map((f) => f.question), FAQ_SEED.map((f) => f.answer), FAQ_SEED.map((_, i) => i + 1)],
    );
  }
  if (await isEmpty(db, 'search_entries')) {
    await db.query(
      `INSERT INTO search_entries (title, url, excerpt)
       SELECT t, u, e FROM unnest($1::text[], $2::text[], $3::text[]) AS s(t, u, e)`,
      [SEARCH_SEED.map((s) => s.title), SEARCH_SEED.map((s) => s.url), SEARCH_SEED.map((s) => s.excerpt)],
    );
  }
  if (await isEmpty(db, 'invoices')) {
    for (const invoice of INVOICE_SEED) {
      await db.query(
        `INSERT INTO invoices (id, number, issued_on, due_on, from_party, client, services,
           subtotal, tax, discount, total)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10, $11)
         ON CONFLICT (id) DO NOTHING`,
        [
          invoice.id,
          invoice.number,
          invoice.date,
          invoice.dueDate,
          JSON.stringify(invoice.from),
          JSON.stringify(invoice.client),
          JSON.stringify(invoice.services),
          invoice.subtotal,
          invoice.tax,
          invoice.discount,
          invoice.total,
        ],
      );
    }
  }
}
