import type { TSurveySchema, TSurveyStatus, TTableFilter } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import {
  dateText,
  type FilterColumn,
  filterCondition,
  likePattern,
  type PageWindow,
  selectPage,
} from '../../lib/sql';

export interface SurveyRow {
  id: string;
  handle: string;
  title: string;
  description: string;
  category: string;
  status: TSurveyStatus;
  is_archived: boolean;
  schema: TSurveySchema;
  revision: number;
  published_version: number | null;
  has_draft_changes: boolean;
  created_by: string | null;
  created_by_name: string | null;
  updated_at: Date | string;
}

export interface SurveyVersionRow {
  id: string;
  survey_id: string;
  version: number;
  schema: TSurveySchema;
  published_at: Date | string;
  published_by_name: string | null;
}

export interface NewSurvey {
  handle: string;
  title: string;
  description: string;
  category: string;
  schema: TSurveySchema;
  createdBy: string | null;
}

export interface SurveyChanges {
  handle?: string;
  title?: string;
  description?: string;
  category?: string;
  schema?: TSurveySchema;
}

const SELECT = `SELECT s.id, s.handle, s.title, s.description, s.category, s.status, s.is_archived, s.schema,
  s.revision, s.published_version, s.has_draft_changes, s.created_by, u.display_name AS created_by_name,
  s.updated_at FROM surveys s LEFT JOIN users u ON u.id = s.created_by`;
const VERSION_SELECT = `SELECT v.id, v.survey_id, v.version, v.schema, v.published_at,
  u.display_name AS published_by_name FROM survey_versions v LEFT JOIN users u ON u.id = v.published_by`;

/** The allow-list of the list's table filter (SURVEY_FILTER_FIELDS). */
const FILTER_COLUMNS: Record<string, FilterColumn> = {
  title: { type: 'text', sql: 's.title' },
  category: { type: 'text', sql: 's.category' },
  updatedAt: { type: 'date', sql: 's.updated_at', text: dateText('s.updated_at') },
};

export function createSurveysRepository(db: Queryable) {
  return {
    async insert(survey: NewSurvey, tx: Queryable = db): Promise<SurveyRow> {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO surveys (handle, title, description, category, schema, created_by)
         VALUES ($1, $2, $3, $4, $5::json, $6) RETURNING id`,
        [
          survey.handle,
          survey.title,
          survey.description,
          survey.category,
          JSON.stringify(survey.schema),
          survey.createdBy,
        ],
      );
      return (await this.findById((inserted.rows[0] as { id: string }).id, tx)) as SurveyRow;
    },

    async findById(id: string, tx: Queryable = db, lock = false): Promise<SurveyRow | null> {
      if (lock) await tx.query('SELECT id FROM surveys WHERE id = $1 FOR UPDATE', [id]);
      const result = await tx.query<SurveyRow>(`${SELECT} WHERE s.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    async list(
      filter: PageWindow & {
        q?: string;
        status?: TSurveyStatus;
        category?: string;
        archived: boolean;
        tableFilter?: TTableFilter | null;
      },
    ) {
      const column = filterCondition(filter.tableFilter ?? null, FILTER_COLUMNS, 5);
      const where = `WHERE s.is_archived = $1 AND ($2::text IS NULL OR s.title ILIKE $2 OR s.description ILIKE $2)
        AND ($3::text IS NULL OR s.status = $3) AND ($4::text IS NULL OR s.category = $4) AND ${column.sql}`;
      const params = [
        filter.archived,
        likePattern(filter.q),
        filter.status ?? null,
        filter.category ?? null,
        ...column.params,
      ];
      const rows = `${SELECT} ${where} ORDER BY s.updated_at DESC, s.id`;
      const count = `SELECT count(*)::text AS total FROM surveys s ${where}`;
      return selectPage<SurveyRow>(db, { rows, count }, params, filter);
    },

    async categories(): Promise<string[]> {
      const result = await db.query<{ category: string }>(
        "SELECT DISTINCT category FROM surveys WHERE category <> '' ORDER BY category",
      );
      return result.rows.map((row) => row.category);
    },

    /** Saves only when `baseRevision` is still current; null when it is stale (or the survey is gone). */
    async update(id: string, baseRevision: number, changes: SurveyChanges, tx: Queryable = db) {
      const result = await tx.query<{ id: string }>(
        `UPDATE surveys SET
           handle = COALESCE($3, handle), title = COALESCE($4, title),
           description = COALESCE($5, description), category = COALESCE($6, category),
           schema = COALESCE($7::json, schema),
           has_draft_changes = has_draft_changes OR $7::json IS NOT NULL,
           revision = revision + 1, updated_at = now()
         WHERE id = $1 AND revision = $2 RETURNING id`,
        [
          id,
          baseRevision,
          changes.handle ?? null,
          changes.title ?? null,
          changes.description ?? null,
          changes.category ?? null,
          changes.schema === undefined ? null : JSON.stringify(changes.schema),
        ],
      );
      return result.rowCount > 0 ? this.findById(id, tx) : null;
    },

    async setFlags(id: string, flags: { isArchived?: boolean; status?: TSurveyStatus }, tx: Queryable = db) {
      await tx.query(
        `UPDATE surveys SET is_archived = COALESCE($2, is_archived), status = COALESCE($3, status),
           updated_at = now() WHERE id = $1`,
        [id, flags.isArchived ?? null, flags.status ?? null],
      );
      return this.findById(id, tx);
    },

    async insertVersion(
      surveyId: string,
      version: number,
      schema: TSurveySchema,
      by: string | null,
      tx: Queryable,
    ) {
      await tx.query(
        `INSERT INTO survey_versions (survey_id, version, schema, published_by) VALUES ($1, $2, $3::json, $4)`,
        [surveyId, version, JSON.stringify(schema), by],
      );
      await tx.query(
        `UPDATE surveys SET status = 'published', published_version = $2, has_draft_changes = false,
           updated_at = now() WHERE id = $1`,
        [surveyId, version],
      );
      return (await this.findVersion(surveyId, version, tx)) as SurveyVersionRow;
    },

    async listVersions(surveyId: string): Promise<SurveyVersionRow[]> {
      const result = await db.query<SurveyVersionRow>(
        `${VERSION_SELECT} WHERE v.survey_id = $1 ORDER BY v.version DESC`,
        [surveyId],
      );
      return result.rows;
    },

    /** The draft and the latest published version of each questionnaire in use (the startup check). */
    async listSchemasInUse(): Promise<{ id: string; title: string; schema: unknown; published: unknown }[]> {
      const result = await db.query<{ id: string; title: string; schema: unknown; published: unknown }>(
        `SELECT s.id, s.title, s.schema, v.schema AS published FROM surveys s
         LEFT JOIN survey_versions v ON v.survey_id = s.id AND v.version = s.published_version
         WHERE NOT s.is_archived ORDER BY s.created_at`,
      );
      return result.rows;
    },

    async findVersion(surveyId: string, version: number, tx: Queryable = db) {
      const result = await tx.query<SurveyVersionRow>(
        `${VERSION_SELECT} WHERE v.survey_id = $1 AND v.version = $2`,
        [surveyId, version],
      );
      return result.rows[0] ?? null;
    },

    /** A frozen version by its id: what a response was answered against. */
    async versionById(id: string, tx: Queryable = db) {
      const result = await tx.query<{ id: string; version: number; schema: unknown }>(
        'SELECT id, version, schema FROM survey_versions WHERE id = $1',
        [id],
      );
      return result.rows[0] ?? null;
    },
  };
}

export type SurveysRepository = ReturnType<typeof createSurveysRepository>;
