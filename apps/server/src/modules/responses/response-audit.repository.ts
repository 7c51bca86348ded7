import type { TResponseAuditEntry } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';

interface AuditRow {
  id: string;
  field: string;
  old_value: unknown;
  new_value: unknown;
  reason: string;
  changed_by_name: string | null;
  changed_at: Date | string;
}

export interface AuditChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export function createResponseAuditRepository(db: Queryable) {
  return {
    async list(responseId: string): Promise<TResponseAuditEntry[]> {
      const result = await db.query<AuditRow>(
        `SELECT a.id::text AS id, a.field, a.old_value, a.new_value, a.reason, u.display_name AS changed_by_name,
           a.changed_at FROM response_audit a LEFT JOIN users u ON u.id = a.changed_by
         WHERE a.response_id = $1 ORDER BY a.changed_at DESC, a.id DESC LIMIT 500`,
        [responseId],
      );
      return result.rows.map((row) => ({
        id: row.id,
        field: row.field,
        oldValue: row.old_value,
        newValue: row.new_value,
        reason: row.reason,
        changedBy: row.changed_by_name,
        changedAt: new Date(row.changed_at).toISOString(),
      }));
    },

    async insert(
      responseId: string,
      changedBy: string,
      reason: string,
      changes: AuditChange[],
      tx: Queryable,
    ) {
      if (changes.length === 0) return;
      await tx.query(
        `INSERT INTO response_audit (response_id, changed_by, reason, field, old_value, new_value)
         SELECT $1, $2, $3, f, o, n FROM unnest($4::text[], $5::jsonb[], $6::jsonb[]) AS t (f, o, n)`,
        [
          responseId,
          changedBy,
          reason,
          changes.map((change) => change.field),
          changes.map((change) => JSON.stringify(change.oldValue ?? null)),
          changes.map((change) => JSON.stringify(change.newValue ?? null)),
        ],
      );
    },
  };
}
