import type { Queryable } from '../../core/db/connection';

/** A respondent as an import writes it (e-mail in lower case; consent null: the file has no column). */
export interface ImportedRespondent {
  name: string;
  email: string;
  phone: string;
  consent: boolean | null;
  attributes: Record<string, string>;
}

/** Rows per statement: big files go in several statements, all inside the caller's one transaction. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export function createImportRepository(db: Queryable) {
  return {
    /** Respondent ids by lower-case e-mail, for the e-mails already in the panel. */
    async existingByEmail(emails: string[], tx: Queryable = db): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (const part of chunks(emails)) {
        const result = await tx.query<{ id: string; email: string }>(
          'SELECT id, lower(email) AS email FROM respondents WHERE lower(email) = ANY($1::text[])',
          [part],
        );
        for (const row of result.rows) found.set(row.email, row.id);
      }
      return found;
    },

    async insertMany(rows: ImportedRespondent[], tx: Queryable): Promise<number> {
      let inserted = 0;
      for (const part of chunks(rows)) {
        const result = await tx.query(
          `INSERT INTO respondents (name, email, phone, attributes, consent, consent_at)
           SELECT n, e, p, a::jsonb, c, CASE WHEN c THEN now() END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS t (n, e, p, a, c)`,
          [
            part.map((row) => row.name),
            part.map((row) => row.email),
            part.map((row) => row.phone),
            part.map((row) => JSON.stringify(row.attributes)),
            part.map((row) => row.consent ?? false),
          ],
        );
        inserted += result.rowCount;
      }
      return inserted;
    },

    /**
     * 'Atualizar existentes': the name always; the phone and the consent only when the file has them;
     * the file's attributes over the current ones. The opt-out is never changed by an import.
     */
    async updateMany(rows: (ImportedRespondent & { id: string })[], tx: Queryable): Promise<number> {
      let updated = 0;
      for (const part of chunks(rows)) {
        const result = await tx.query(
          `UPDATE respondents r SET name = u.n, phone = coalesce(nullif(u.p, ''), r.phone),
             attributes = r.attributes || u.a::jsonb,
             consent_at = CASE WHEN u.c IS NULL THEN r.consent_at WHEN NOT u.c THEN NULL
               WHEN r.consent THEN r.consent_at ELSE now() END,
             consent = coalesce(u.c, r.consent), updated_at = now()
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS u (id, n, p, a, c)
           WHERE r.id = u.id`,
          [
            part.map((row) => row.id),
            part.map((row) => row.name),
            part.map((row) => row.phone),
            part.map((row) => JSON.stringify(row.attributes)),
            part.map((row) => row.consent),
          ],
        );
        updated += result.rowCount;
      }
      return updated;
    },
  };
}
