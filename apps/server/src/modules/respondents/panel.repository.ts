import { PANEL_LIMITS, type TPanelAttributeList, type TTableFilter } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { type FilterColumn, filterCondition, likePattern, selectPage } from '../../lib/sql';
import type { RespondentRow } from './respondents.repository';

export interface PanelRespondentRow extends RespondentRow {
  consent_at: Date | string | null;
  opted_out_at: Date | string | null;
  opted_out_source: string | null;
  updated_at: Date | string;
  invitation_count: number;
  complete_count: number;
}

export interface PanelFilters {
  q?: string;
  consent?: boolean;
  optedOut?: boolean;
  attr: { key: string; value: string }[];
  tableFilter?: TTableFilter | null;
}

export interface NewPanelMember {
  name: string;
  email: string;
  phone: string;
  attributes: Record<string, string>;
  consent: boolean;
}

export interface RespondentPatch {
  name?: string;
  email?: string;
  phone?: string;
  attributes?: Record<string, string>;
  consent?: boolean;
  optedOut?: boolean;
}

const INVITATION_COUNT = '(SELECT count(*) FROM invitations i WHERE i.respondent_id = r.id)::int';
const COMPLETE_COUNT = `(SELECT count(*) FROM responses s
    WHERE s.respondent_id = r.id AND s.status = 'complete' AND s.deleted_at IS NULL)::int`;

/** The allow-list of the list's table filter (PANEL_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  respondent: { type: 'text', sql: "r.name || ' ' || r.email" },
  phone: { type: 'text', sql: 'r.phone' },
  invitations: { type: 'number', sql: INVITATION_COUNT },
  completes: { type: 'number', sql: COMPLETE_COUNT },
};

const SELECT = `SELECT r.id, r.name, r.email, r.phone, r.attributes, r.consent, r.consent_at, r.opted_out,
  r.opted_out_at, r.opted_out_source, r.created_at, r.updated_at, ${INVITATION_COUNT} AS invitation_count,
  ${COMPLETE_COUNT} AS complete_count FROM respondents r`;

/** Every attribute filter must match (letter case aside); a respondent without the key does not match. */
const WHERE = `WHERE ($1::text IS NULL OR r.name ILIKE $1 OR r.email ILIKE $1 OR r.phone ILIKE $1)
  AND ($2::boolean IS NULL OR r.consent = $2)
  AND ($3::boolean IS NULL OR r.opted_out = $3)
  AND NOT EXISTS (SELECT 1 FROM unnest($4::text[], $5::text[]) AS f (k, v)
    WHERE lower(r.attributes ->> f.k) IS DISTINCT FROM lower(f.v))`;

/** Where an opt-out set by the staff in the panel's form came from (the e-mail's link records its own). */
const STAFF_OPT_OUT_SOURCE = 'equipe, no cadastro do painel';

/** Flags keep the moment they were set: consenting or opting out again does not move it. */
const flagAt = (flag: string, param: string) =>
  `CASE WHEN ${param}::boolean IS NULL THEN ${flag}_at WHEN NOT ${param}::boolean THEN NULL
    WHEN ${flag} THEN ${flag}_at ELSE now() END`;

export function createPanelRepository(db: Queryable) {
  return {
    async list(filters: PanelFilters, limit: number, offset: number) {
      const column = filterCondition(filters.tableFilter ?? null, FILTER_COLUMNS, 6);
      const params = [
        likePattern(filters.q),
        filters.consent ?? null,
        filters.optedOut ?? null,
        filters.attr.map((item) => item.key),
        filters.attr.map((item) => item.value),
        ...column.params,
      ];
      const where = `${WHERE} AND ${column.sql}`;
      return selectPage<PanelRespondentRow>(
        db,
        {
          rows: `${SELECT} ${where} ORDER BY r.name, r.id`,
          count: `SELECT count(*)::int AS total FROM respondents r ${where}`,
        },
        params,
        { limit, offset },
      );
    },

    /** Attribute keys in use, each with its most frequent values (for the filter UI). */
    async attributes(): Promise<TPanelAttributeList['items']> {
      const result = await db.query<{
        key: string;
        count: number;
        distinct_count: number;
        top_values: { value: string; count: number }[];
      }>(
        `WITH pairs AS (
           SELECT e.key, e.value FROM respondents r, jsonb_each_text(r.attributes) AS e
           WHERE jsonb_typeof(r.attributes) = 'object' AND e.value <> ''),
         keys AS (
           SELECT key, count(*)::int AS count, count(DISTINCT value)::int AS distinct_count
           FROM pairs GROUP BY key ORDER BY count(*) DESC, key LIMIT 50),
         vals AS (
           SELECT key, value, count(*)::int AS count,
             row_number() OVER (PARTITION BY key ORDER BY count(*) DESC, value) AS rank
           FROM pairs GROUP BY key, value)
         SELECT k.key, k.count, k.distinct_count,
           coalesce(json_agg(json_build_object('value', v.value, 'count', v.count) ORDER BY v.rank)
             FILTER (WHERE v.rank <= $1), '[]') AS top_values
         FROM keys k LEFT JOIN vals v ON v.key = k.key
         GROUP BY k.key, k.count, k.distinct_count ORDER BY k.key`,
        [PANEL_LIMITS.filterValuesMax],
      );
      return result.rows.map((row) => ({
        key: row.key,
        count: Number(row.count),
        distinctCount: Number(row.distinct_count),
        values: row.top_values.map((item) => ({ value: item.value, count: Number(item.count) })),
      }));
    },

    async findById(id: string, tx: Queryable = db): Promise<PanelRespondentRow | null> {
      const result = await tx.query<PanelRespondentRow>(`${SELECT} WHERE r.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    /** The member holding this e-mail (any letter case), to name in a refusal. */
    async holderOfEmail(email: string, tx: Queryable = db): Promise<{ id: string; name: string } | null> {
      const result = await tx.query<{ id: string; name: string }>(
        'SELECT id, name FROM respondents WHERE lower(email) = lower($1) LIMIT 1',
        [email],
      );
      return result.rows[0] ?? null;
    },

    /** One member added by hand; consent_at is when the consent was given (now, when it is). */
    async insert(member: NewPanelMember, tx: Queryable = db): Promise<string> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO respondents (name, email, phone, attributes, consent, consent_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, CASE WHEN $5::boolean THEN now() END) RETURNING id`,
        [member.name, member.email, member.phone, JSON.stringify(member.attributes), member.consent],
      );
      return (result.rows[0] as { id: string }).id;
    },

    /**
     * Removes a member (LGPD erasure): its invitations and room seats go with it (ON DELETE CASCADE), its
     * responses stay for the campaigns' results without the link to the person (ON DELETE SET NULL).
     */
    async remove(id: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query('DELETE FROM respondents WHERE id = $1', [id]);
      return result.rowCount > 0;
    },

    /** Another respondent holding this e-mail (any letter case). */
    async emailTakenBy(email: string, exceptId: string, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query('SELECT 1 FROM respondents WHERE lower(email) = lower($1) AND id <> $2', [
        email,
        exceptId,
      ]);
      return result.rowCount > 0;
    },

    /** False when the respondent does not exist. */
    async update(id: string, patch: RespondentPatch, tx: Queryable = db): Promise<boolean> {
      const result = await tx.query(
        `UPDATE respondents SET name = coalesce($2, name), email = coalesce($3, email),
           phone = coalesce($4, phone), attributes = coalesce($5::jsonb, attributes),
           consent_at = ${flagAt('consent', '$6')}, consent = coalesce($6, consent),
           opted_out_at = ${flagAt('opted_out', '$7')}, opted_out = coalesce($7, opted_out),
           opted_out_source = CASE WHEN $7::boolean IS NULL THEN opted_out_source WHEN NOT $7::boolean THEN NULL
             WHEN opted_out THEN opted_out_source ELSE '${STAFF_OPT_OUT_SOURCE}' END,
           updated_at = now()
         WHERE id = $1`,
        [
          id,
          patch.name ?? null,
          patch.email ?? null,
          patch.phone ?? null,
          patch.attributes ? JSON.stringify(patch.attributes) : null,
          patch.consent ?? null,
          patch.optedOut ?? null,
        ],
      );
      return result.rowCount > 0;
    },
  };
}
