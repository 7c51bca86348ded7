import { type TResponseListQuery, type TResponseStatus, tableFilterOf } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import type { AnalysisNeeds, AnalysisResponse, AnalysisStats } from '../../lib/analysis/analysis-plan';
import { dateText, type FilterColumn, filterCondition, selectPage } from '../../lib/sql';
import { appendResponseChanges } from '../dashboards';

/** A value path ('*' for each row of a list) as an SQL/JSON path: lax $."visitas"[*]."exames". */
const jsonPath = (path: string[]) =>
  `lax $${path.map((step) => (step === '*' ? '[*]' : `."${step.replace(/["\\]/g, '\\$&')}"`)).join('')}`;

export interface ResponseRow {
  id: string;
  campaign_id: string;
  survey_version_id: string;
  survey_version: number;
  respondent_id: string | null;
  invitation_id: string | null;
  user_id: string | null;
  interviewer_id: string | null;
  interviewer_name: string | null;
  is_interview: boolean;
  respondent_name: string | null;
  answers: Record<string, unknown>;
  current_page: number;
  status: TResponseStatus;
  target_ids: string[];
  started_at: Date | string;
  completed_at: Date | string | null;
  duration_seconds: number | null;
  idempotency_key: string | null;
  resume_token_hash: string;
  updated_at: Date | string;
  synced_at: Date | string | null;
}

export interface NewResponse {
  campaignId: string;
  versionId: string;
  respondentId: string | null;
  invitationId: string | null;
  userId: string | null;
  interviewerId: string | null;
  isInterview: boolean;
  respondentName: string | null;
  resumeTokenHash: string;
  /** Set (to userId) when the campaign takes one response per signed-in user: the unique index holds it. */
  onceUserId?: string | null;
}

/** An interview completed off-line: its key, the device's start, and where (with consent). */
export interface OfflineResponse extends NewResponse {
  idempotencyKey: string;
  startedAt: string;
  location: { latitude: number; longitude: number; accuracy?: number } | null;
}

/** How a response ends: its status, final answers, the submit's key and the targets it counts in. */
export interface ResponseEnd {
  status: TResponseStatus;
  answers: Record<string, unknown>;
  idempotencyKey: string | null;
  targetIds: string[];
}

/** Who a partial belongs to: a signed-in user, an invitation, or an interviewer. */
export type ResponseOwner = { userId: string } | { invitationId: string } | { interviewerId: string };

const SELECT = `SELECT r.id, r.campaign_id, r.survey_version_id, v.version AS survey_version, r.respondent_id,
  r.invitation_id, r.user_id, r.interviewer_id, iu.display_name AS interviewer_name, r.is_interview,
  COALESCE(r.respondent_name, rp.name, ru.display_name) AS respondent_name, r.answers, r.current_page,
  r.status, r.target_ids, r.started_at, r.completed_at, r.duration_seconds, r.idempotency_key,
  r.resume_token_hash, r.updated_at, r.synced_at
  FROM responses r JOIN survey_versions v ON v.id = r.survey_version_id
  LEFT JOIN users iu ON iu.id = r.interviewer_id LEFT JOIN users ru ON ru.id = r.user_id
  LEFT JOIN respondents rp ON rp.id = r.respondent_id`;

/** The allow-list of the list's table filter (RESPONSE_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  respondent: { type: 'text', sql: "COALESCE(r.respondent_name, rp.name, ru.display_name, 'Anônimo')" },
  interviewer: { type: 'text', sql: 'iu.display_name' },
  startedAt: { type: 'date', sql: 'r.started_at', text: dateText('r.started_at') },
  completedAt: { type: 'date', sql: 'r.completed_at', text: dateText('r.completed_at') },
  version: { type: 'number', sql: 'v.version' },
};

function ownerColumn(owner: ResponseOwner): [string, string] {
  if ('userId' in owner) return ['user_id', owner.userId];
  if ('invitationId' in owner) return ['invitation_id', owner.invitationId];
  return ['interviewer_id', owner.interviewerId];
}

export function createResponsesRepository(db: Queryable) {
  return {
    async insert(response: NewResponse, tx: Queryable = db): Promise<ResponseRow> {
      const result = await tx.query<{ id: string }>(
        `INSERT INTO responses (campaign_id, survey_version_id, respondent_id, invitation_id, user_id,
           interviewer_id, is_interview, respondent_name, resume_token_hash, once_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          response.campaignId,
          response.versionId,
          response.respondentId,
          response.invitationId,
          response.userId,
          response.interviewerId,
          response.isInterview,
          response.respondentName,
          response.resumeTokenHash,
          response.onceUserId ?? null,
        ],
      );
      return (await this.findById((result.rows[0] as { id: string }).id, tx)) as ResponseRow;
    },

    /**
     * A partial interview that already holds its idempotency key: a retry after a crash between this insert
     * and its end finds it by the key (the unique index refuses a second one).
     */
    async insertOffline(response: OfflineResponse): Promise<ResponseRow> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO responses (campaign_id, survey_version_id, interviewer_id, is_interview, respondent_name,
           resume_token_hash, idempotency_key, started_at, collected_offline, synced_at, location)
         VALUES ($1, $2, $3, true, $4, $5, $6, $7, true, now(), $8::jsonb) RETURNING id`,
        [
          response.campaignId,
          response.versionId,
          response.interviewerId,
          response.respondentName,
          response.resumeTokenHash,
          response.idempotencyKey,
          response.startedAt,
          response.location === null ? null : JSON.stringify(response.location),
        ],
      );
      return (await this.findById((result.rows[0] as { id: string }).id)) as ResponseRow;
    },

    /** The device's end replaces the sync time the end stamped; logged again so the dashboards recount it. */
    async stampOfflineEnd(id: string, endedAt: string): Promise<void> {
      await db.query(
        `WITH stamped AS (
           UPDATE responses SET completed_at = $2::timestamptz,
             duration_seconds = GREATEST(0, EXTRACT(EPOCH FROM $2::timestamptz - started_at))::int
            WHERE id = $1 AND collected_offline RETURNING id, campaign_id)
         ${appendResponseChanges('stamped')}`,
        [id, endedAt],
      );
    },

    async findById(id: string, tx: Queryable = db, lock = false): Promise<ResponseRow | null> {
      if (lock) await tx.query('SELECT id FROM responses WHERE id = $1 FOR UPDATE', [id]);
      const result = await tx.query<ResponseRow>(`${SELECT} WHERE r.id = $1 AND r.deleted_at IS NULL`, [id]);
      return result.rows[0] ?? null;
    },

    async findPartial(
      campaignId: string,
      owner: ResponseOwner,
      isInterview: boolean,
    ): Promise<ResponseRow | null> {
      const [column, value] = ownerColumn(owner);
      const result = await db.query<ResponseRow>(
        `${SELECT} WHERE r.campaign_id = $1 AND r.${column} = $2 AND r.is_interview = $3
           AND r.status = 'partial' AND r.deleted_at IS NULL ORDER BY r.updated_at DESC LIMIT 1`,
        [campaignId, value, isInterview],
      );
      return result.rows[0] ?? null;
    },

    /** The owner's response in any status: its partial first, else its latest finished one. */
    async findOwn(
      campaignId: string,
      owner: ResponseOwner,
      isInterview: boolean,
    ): Promise<ResponseRow | null> {
      const [column, value] = ownerColumn(owner);
      const result = await db.query<ResponseRow>(
        `${SELECT} WHERE r.campaign_id = $1 AND r.${column} = $2 AND r.is_interview = $3 AND r.deleted_at IS NULL
         ORDER BY (r.status = 'partial') DESC, r.updated_at DESC LIMIT 1`,
        [campaignId, value, isInterview],
      );
      return result.rows[0] ?? null;
    },

    /** The response of this campaign a browser holds the resume token of, in any status. */
    async findByResumeToken(campaignId: string, hash: string): Promise<ResponseRow | null> {
      const result = await db.query<ResponseRow>(
        `${SELECT} WHERE r.campaign_id = $1 AND r.resume_token_hash = $2 AND r.deleted_at IS NULL`,
        [campaignId, hash],
      );
      return result.rows[0] ?? null;
    },

    async findByIdempotencyKey(campaignId: string, key: string, tx: Queryable = db) {
      const result = await tx.query<ResponseRow>(
        `${SELECT} WHERE r.campaign_id = $1 AND r.idempotency_key = $2`,
        [campaignId, key],
      );
      return result.rows[0] ?? null;
    },

    async setResumeToken(id: string, hash: string): Promise<void> {
      await db.query('UPDATE responses SET resume_token_hash = $2 WHERE id = $1', [id, hash]);
    },

    async savePartial(
      id: string,
      answers: Record<string, unknown>,
      currentPage: number,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `UPDATE responses SET answers = $2::jsonb, current_page = $3, updated_at = now()
         WHERE id = $1 AND status = 'partial'`,
        [id, JSON.stringify(answers), currentPage],
      );
    },

    /** Saves a page of a partial response and logs the change for the dashboards, in one statement. */
    async savePage(id: string, answers: Record<string, unknown>, currentPage: number): Promise<void> {
      await db.query(
        `WITH saved AS (
           UPDATE responses SET answers = $2::jsonb, current_page = $3, updated_at = now()
            WHERE id = $1 AND status = 'partial' RETURNING id, campaign_id)
         ${appendResponseChanges('saved')}`,
        [id, JSON.stringify(answers), currentPage],
      );
    },

    /**
     * Ends the response only while it is still partial, with its dashboards' log entry, its invitation and
     * its targets, in one statement (migration 0010). False when it was no longer partial (a concurrent
     * submit of the same response waits for the row lock, then finds it finished); a full target throws
     * the error `isQuotaFull` recognizes, and nothing is kept.
     */
    async finishPartial(id: string, end: ResponseEnd): Promise<boolean> {
      const result = await db.query<{ ended: boolean }>(
        'SELECT finish_response($1, $2, $3::jsonb, $4, $5::uuid[]) AS ended',
        [id, end.status, JSON.stringify(end.answers), end.idempotencyKey, end.targetIds],
      );
      return result.rows[0]?.ended === true;
    },

    async finish(id: string, end: ResponseEnd, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE responses SET status = $2, answers = $3::jsonb, idempotency_key = $4, target_ids = $5::uuid[],
           completed_at = now(), duration_seconds = GREATEST(0, EXTRACT(EPOCH FROM now() - started_at))::int,
           updated_at = now() WHERE id = $1`,
        [id, end.status, JSON.stringify(end.answers), end.idempotencyKey, end.targetIds],
      );
    },

    async list(
      campaignId: string,
      filter: Pick<
        TResponseListQuery,
        'status' | 'from' | 'to' | 'interviewerId' | 'filterField' | 'filterOp' | 'filterValue'
      > & { status?: TResponseStatus },
      limit: number,
      offset: number,
    ) {
      const column = filterCondition(tableFilterOf(filter), FILTER_COLUMNS, 6);
      const where = `WHERE r.campaign_id = $1 AND r.deleted_at IS NULL AND ($2::text IS NULL OR r.status = $2)
        AND ($3::date IS NULL OR r.started_at >= $3::date)
        AND ($4::date IS NULL OR r.started_at < $4::date + 1)
        AND ($5::uuid IS NULL OR r.interviewer_id = $5) AND ${column.sql}`;
      const params = [
        campaignId,
        filter.status ?? null,
        filter.from ?? null,
        filter.to ?? null,
        filter.interviewerId ?? null,
        ...column.params,
      ];
      return selectPage<ResponseRow>(
        db,
        {
          rows: `${SELECT} ${where} ORDER BY r.started_at DESC, r.id`,
          count: column.params.length
            ? `SELECT count(*)::text AS total FROM (${SELECT} ${where}) t`
            : `SELECT count(*)::text AS total FROM responses r ${where}`,
        },
        params,
        { limit, offset },
      );
    },

    async setAnswers(id: string, answers: Record<string, unknown>, tx: Queryable): Promise<void> {
      await tx.query('UPDATE responses SET answers = $2::jsonb, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify(answers),
      ]);
    },

    async setTargets(id: string, targetIds: string[], tx: Queryable): Promise<void> {
      await tx.query('UPDATE responses SET target_ids = $2::uuid[] WHERE id = $1', [id, targetIds]);
    },

    /** Moves a response's start (and end, if it has one) back in time: demo data with a history. */
    async backdate(
      id: string,
      ago: { days: number; minutes: number; durationMinutes: number },
      tx: Queryable,
    ): Promise<void> {
      await tx.query(
        `UPDATE responses SET started_at = now() - make_interval(days => $2, mins => $3),
           completed_at = CASE WHEN completed_at IS NULL THEN NULL
             ELSE now() - make_interval(days => $2, mins => $3) + make_interval(mins => $4) END,
           duration_seconds = CASE WHEN completed_at IS NULL THEN NULL ELSE $4 * 60 END
         WHERE id = $1`,
        [id, ago.days, ago.minutes, ago.durationMinutes],
      );
    },

    async softDelete(id: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE responses SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
    },

    /** One keyset page of the responses in these statuses for the export (never the whole campaign in memory). */
    async exportPage(
      campaignId: string,
      afterId: string | null,
      limit: number,
      statuses: readonly TResponseStatus[] = ['complete'],
    ): Promise<AnalysisResponse[]> {
      // One status keeps a plain equality, so the (campaign_id, status, id) index hands rows over in id order.
      const status = statuses.length === 1 ? 'r.status = $4' : 'r.status = ANY($4::text[])';
      const result = await db.query<AnalysisResponse>(
        `SELECT r.id, r.status, r.answers, r.started_at, r.completed_at, r.is_interview,
           v.version AS survey_version, iu.display_name AS interviewer_name
         FROM responses r JOIN survey_versions v ON v.id = r.survey_version_id
         LEFT JOIN users iu ON iu.id = r.interviewer_id
         WHERE r.campaign_id = $1 AND ${status} AND r.deleted_at IS NULL
           AND ($2::uuid IS NULL OR r.id > $2) ORDER BY r.id LIMIT $3`,
        [campaignId, afterId, limit, statuses.length === 1 ? statuses[0] : statuses],
      );
      return result.rows;
    },

    /**
     * The questionnaire versions the export's columns come from, newest first: the newest published one and
     * every older one some exported response answered.
     */
    async exportSchemas(campaignId: string, statuses: readonly TResponseStatus[]): Promise<unknown[]> {
      const result = await db.query<{ schema: unknown }>(
        `SELECT v.schema FROM campaigns c JOIN survey_versions v ON v.survey_id = c.survey_id
         WHERE c.id = $1 AND (v.version = (SELECT max(version) FROM survey_versions WHERE survey_id = c.survey_id)
           OR EXISTS (SELECT 1 FROM responses r WHERE r.campaign_id = c.id AND r.survey_version_id = v.id
             AND r.status = ANY($2::text[]) AND r.deleted_at IS NULL))
         ORDER BY v.version DESC`,
        [campaignId, statuses],
      );
      return result.rows.map((row) => row.schema);
    },

    /**
     * What the export's columns depend on, worked out by the database without reading the answers into
     * memory: the most rows of each dynamic matrix or panel, and which calculated values are all numbers.
     */
    async exportStats(
      campaignId: string,
      statuses: readonly TResponseStatus[],
      needs: AnalysisNeeds,
    ): Promise<AnalysisStats> {
      const stats: AnalysisStats = { rows: {}, numeric: {} };
      const scope = 'r.campaign_id = $1 AND r.status = ANY($2::text[]) AND r.deleted_at IS NULL';
      for (const path of needs.lists) {
        const result = await db.query<{ rows: number | null }>(
          `SELECT max(jsonb_array_length(v))::int AS rows
           FROM responses r CROSS JOIN LATERAL jsonb_path_query(r.answers, $3::jsonpath) AS v
           WHERE ${scope} AND jsonb_typeof(v) = 'array'`,
          [campaignId, statuses, jsonPath(path)],
        );
        stats.rows[path.join('/')] = Number(result.rows[0]?.rows ?? 0);
      }
      for (const name of needs.calculated) {
        const result = await db.query<{ numeric: boolean | null }>(
          `SELECT bool_and(jsonb_typeof(r.answers -> $3) = 'number') AS numeric FROM responses r
           WHERE ${scope} AND jsonb_typeof(r.answers -> $3) <> 'null'`,
          [campaignId, statuses, name],
        );
        stats.numeric[name] = result.rows[0]?.numeric === true;
      }
      return stats;
    },
  };
}

export type ResponsesRepository = ReturnType<typeof createResponsesRepository>;
