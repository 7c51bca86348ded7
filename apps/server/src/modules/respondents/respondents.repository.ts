import type { TCreateRespondentBody, TInvitationStatus, TTableFilter } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { type FilterColumn, filterCondition, likePattern, selectPage } from '../../lib/sql';

export interface RespondentRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  attributes: Record<string, unknown>;
  consent: boolean;
  opted_out: boolean;
  created_at: Date | string;
}

/** A respondent as demo data writes it. */
export interface PanelPerson {
  name: string;
  email: string;
  phone: string;
  attributes: Record<string, unknown>;
  consent: boolean;
  optedOut: boolean;
}

export interface InvitationRow {
  id: string;
  campaign_id: string;
  respondent_id: string;
  respondent_name: string;
  respondent_email: string;
  respondent_opted_out: boolean;
  survey_id: string;
  status: TInvitationStatus;
  created_at: Date | string;
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
}

const COLUMNS = 'id, name, email, phone, attributes, consent, opted_out, created_at';
const INVITATION_SELECT = `SELECT i.id, i.campaign_id, i.respondent_id, r.name AS respondent_name,
  r.email AS respondent_email, r.opted_out AS respondent_opted_out, c.survey_id, i.status, i.created_at,
  i.sent_at, i.opened_at, i.started_at, i.completed_at
  FROM invitations i JOIN respondents r ON r.id = i.respondent_id JOIN campaigns c ON c.id = i.campaign_id`;

/** The allow-list of the invitation list's table filter (INVITATION_FILTER_FIELDS). */
const INVITATION_FILTER_COLUMNS: Record<string, FilterColumn> = {
  respondent: { type: 'text', sql: 'r.name' },
  email: { type: 'text', sql: 'r.email' },
};

/** Timestamp column set when an invitation reaches each status. */
const STATUS_COLUMN: Partial<Record<TInvitationStatus, string>> = {
  sent: 'sent_at',
  opened: 'opened_at',
  started: 'started_at',
  completed: 'completed_at',
};
const ORDER: TInvitationStatus[] = ['queued', 'sent', 'opened', 'started', 'completed'];

export function createRespondentsRepository(db: Queryable) {
  return {
    /** Null when the e-mail is taken (any letter case). */
    async insert(body: Required<TCreateRespondentBody>): Promise<RespondentRow | null> {
      const result = await db.query<RespondentRow>(
        `INSERT INTO respondents (name, email, phone, attributes, consent) VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING ${COLUMNS}`,
        [body.name, body.email, body.phone, JSON.stringify(body.attributes), body.consent],
      );
      return result.rows[0] ?? null;
    },

    /**
     * The panel member of a confirmed account: the respondent with its e-mail (any letter case), else a new one;
     * linked to the account and opted in (its registration consent is newer than an earlier opt-out). A member
     * already linked to another account is left alone (null).
     */
    async joinAsAccount(
      person: { userId: string; name: string; email: string },
      tx: Queryable = db,
    ): Promise<RespondentRow | null> {
      const result = await tx.query<RespondentRow>(
        `INSERT INTO respondents AS r (name, email, consent, consent_at, user_id)
         VALUES ($1, lower(btrim($2)), true, now(), $3)
         ON CONFLICT (lower(email)) DO UPDATE
           SET user_id = EXCLUDED.user_id, consent = true,
               consent_at = CASE WHEN r.consent THEN r.consent_at ELSE now() END,
               opted_out = false, opted_out_at = NULL, opted_out_source = NULL, updated_at = now()
           WHERE r.user_id IS NULL OR r.user_id = EXCLUDED.user_id
         RETURNING ${COLUMNS}`,
        [person.name, person.email, person.userId],
      );
      return result.rows[0] ?? null;
    },

    async list(query: { q?: string; limit: number; offset: number }) {
      const matches = 'FROM respondents WHERE ($1::text IS NULL OR name ILIKE $1 OR email ILIKE $1)';
      const rows = `SELECT ${COLUMNS} ${matches} ORDER BY name, id`;
      const count = `SELECT count(*)::text AS total ${matches}`;
      return selectPage<RespondentRow>(db, { rows, count }, [likePattern(query.q)], query);
    },

    async findMany(ids: string[]): Promise<RespondentRow[]> {
      const result = await db.query<RespondentRow>(
        `SELECT ${COLUMNS} FROM respondents WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return result.rows;
    },

    async insertInvitations(
      campaignId: string,
      rows: { respondentId: string; tokenHash: string }[],
      tx: Queryable,
    ) {
      const result = await tx.query<{ id: string; respondent_id: string }>(
        `INSERT INTO invitations (campaign_id, respondent_id, token_hash)
         SELECT $1, r, h FROM unnest($2::uuid[], $3::text[]) AS t (r, h) RETURNING id, respondent_id`,
        [campaignId, rows.map((row) => row.respondentId), rows.map((row) => row.tokenHash)],
      );
      return result.rows;
    },

    async listInvitations(
      campaignId: string,
      page: { limit: number; offset: number; tableFilter?: TTableFilter | null },
    ) {
      const column = filterCondition(page.tableFilter ?? null, INVITATION_FILTER_COLUMNS, 2);
      const where = `WHERE i.campaign_id = $1 AND ${column.sql}`;
      return selectPage<InvitationRow>(
        db,
        {
          rows: `${INVITATION_SELECT} ${where} ORDER BY i.created_at DESC, i.id`,
          count: `SELECT count(*)::text AS total
            FROM invitations i JOIN respondents r ON r.id = i.respondent_id ${where}`,
        },
        [campaignId, ...column.params],
        page,
      );
    },

    async findInvitationByHash(tokenHash: string): Promise<InvitationRow | null> {
      const result = await db.query<InvitationRow>(`${INVITATION_SELECT} WHERE i.token_hash = $1`, [
        tokenHash,
      ]);
      return result.rows[0] ?? null;
    },

    /** Respondents written as given, flags and their dates included, in one statement (demo data). */
    async insertPanel(people: PanelPerson[], tx: Queryable): Promise<string[]> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO respondents (name, email, phone, attributes, consent, consent_at, opted_out, opted_out_at)
         SELECT p.name, p.email, p.phone, p.attributes::jsonb, p.consent, CASE WHEN p.consent THEN now() END,
                p.opted_out, CASE WHEN p.opted_out THEN now() END
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[])
             AS p (name, email, phone, attributes, consent, opted_out)
         RETURNING id`,
        [
          people.map((p) => p.name),
          people.map((p) => p.email),
          people.map((p) => p.phone),
          people.map((p) => JSON.stringify(p.attributes)),
          people.map((p) => p.consent),
          people.map((p) => p.optedOut),
        ],
      );
      return result.rows.map((row) => row.id);
    },

    /** Invitations sent two days ago, some opened yesterday (demo data). */
    async insertSentInvitations(
      campaignId: string,
      sent: { respondentId: string; tokenHash: string; status: 'sent' | 'opened' }[],
      tx: Queryable,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO invitations (campaign_id, respondent_id, token_hash, status, sent_at, opened_at)
         SELECT $1, r.id, r.hash, r.status, now() - interval '2 days',
                CASE WHEN r.status = 'opened' THEN now() - interval '1 day' END
           FROM unnest($2::uuid[], $3::text[], $4::text[]) AS r (id, hash, status)`,
        [
          campaignId,
          sent.map((row) => row.respondentId),
          sent.map((row) => row.tokenHash),
          sent.map((row) => row.status),
        ],
      );
    },

    async count(): Promise<number> {
      const result = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM respondents');
      return result.rows[0]?.n ?? 0;
    },

    /** Moves an invitation forward only (an opened one never goes back to sent). */
    async advanceInvitation(id: string, status: TInvitationStatus, tx: Queryable = db): Promise<void> {
      const column = STATUS_COLUMN[status];
      const earlier = ORDER.slice(0, ORDER.indexOf(status));
      await tx.query(
        `UPDATE invitations SET status = $2 ${column ? `, ${column} = COALESCE(${column}, now())` : ''}
         WHERE id = $1 AND status = ANY($3::text[])`,
        [id, status, earlier],
      );
    },
  };
}

export type RespondentsRepository = ReturnType<typeof createRespondentsRepository>;
