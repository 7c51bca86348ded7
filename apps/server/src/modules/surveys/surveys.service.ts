import {
  SURVEY_MESSAGES,
  slugify,
  type TCreateSurveyBody,
  type TSurvey,
  type TSurveySchema,
  type TSurveyVersion,
  type TSurveyVersionWithSchema,
  type TUpdateSurveyBody,
} from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { checkSurveySchema } from '../../lib/survey/schema-check';
import { normaliseSurveySchema } from '../../lib/survey/survey-normalise';
import { countQuestions } from '../../lib/survey/survey-schema';
import {
  createSurveysRepository,
  type NewSurvey,
  type SurveyRow,
  type SurveyVersionRow,
} from './surveys.repository';

export const EMPTY_SCHEMA: TSurveySchema = { pages: [{ name: 'pagina1', elements: [] }] };

/** A questionnaire's URL handle, from its title. */
const surveyHandle = (title: string) => slugify(title, { fallback: 'questionario' });

export function toSurvey(row: SurveyRow): TSurvey {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    isArchived: row.is_archived,
    revision: row.revision,
    publishedVersion: row.published_version,
    hasDraftChanges: row.has_draft_changes,
    questionCount: countQuestions(row.schema),
    createdBy: row.created_by_name,
    updatedAt: new Date(row.updated_at).toISOString(),
    schema: row.schema,
  };
}

export function toVersion(row: SurveyVersionRow): TSurveyVersion {
  return {
    id: row.id,
    surveyId: row.survey_id,
    version: row.version,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by_name,
  };
}

export function toVersionWithSchema(row: SurveyVersionRow): TSurveyVersionWithSchema {
  return { ...toVersion(row), schema: row.schema };
}

/** The frozen questionnaire version a response points at (for modules that check or correct answers). */
export function surveyVersionById(db: Queryable, id: string) {
  return createSurveysRepository(db).versionById(id);
}

/** Questionnaires with their draft and published schemas, for the start-up check of saved conditions. */
export function listSurveySchemasInUse(db: Queryable) {
  return createSurveysRepository(db).listSchemasInUse();
}

/** Writes a questionnaire and publishes it as version 1 in the caller's transaction (demo data). */
export async function insertPublishedSurvey(tx: Queryable, survey: NewSurvey) {
  const surveys = createSurveysRepository(tx);
  const row = await surveys.insert(survey, tx);
  const version = await surveys.insertVersion(row.id, 1, survey.schema, survey.createdBy, tx);
  return { survey: row, version };
}

/** What the surveys module needs from modules that depend on it (wired in src/modules.ts). */
export interface SurveysDeps {
  /** Closes the campaigns of a questionnaire being closed, in its transaction; answers their ids. */
  closeCampaignsOf(surveyId: string, tx: Queryable): Promise<string[]>;
}

/** A questionnaire's row, for modules that check it (campaigns need it published). */
export function findSurvey(db: Queryable, id: string) {
  return createSurveysRepository(db).findById(id);
}

export function createSurveysService(db: Db, events: EventBus, deps: SurveysDeps) {
  const surveys = createSurveysRepository(db);

  async function get(id: string): Promise<SurveyRow> {
    const row = await surveys.findById(id);
    if (!row) throw new AppError('NOT_FOUND', SURVEY_MESSAGES.notFound);
    return row;
  }

  return {
    repository: surveys,
    get,

    async create(body: TCreateSurveyBody, user: Principal): Promise<SurveyRow> {
      const schema = body.schema ? await checkSurveySchema(body.schema) : EMPTY_SCHEMA;
      return surveys.insert({
        handle: surveyHandle(body.title),
        title: body.title,
        description: body.description ?? '',
        category: body.category ?? '',
        schema,
        createdBy: user.id,
      });
    },

    /** Autosave: a stale `baseRevision` is a 409 so the editor can tell the user someone else saved. */
    async update(id: string, body: TUpdateSurveyBody): Promise<SurveyRow> {
      await get(id);
      const schema = body.schema === undefined ? undefined : await checkSurveySchema(body.schema);
      const saved = await surveys.update(id, body.baseRevision, {
        title: body.title,
        handle: body.title ? slugify(body.title) : undefined,
        description: body.description,
        category: body.category,
        schema,
      });
      if (!saved) throw new AppError('CONFLICT', SURVEY_MESSAGES.conflict);
      return saved;
    },

    async duplicate(id: string, user: Principal): Promise<SurveyRow> {
      const source = await get(id);
      const title = `${source.title} (cópia)`.slice(0, 200);
      return surveys.insert({
        handle: surveyHandle(title),
        title,
        description: source.description,
        category: source.category,
        schema: source.schema,
        createdBy: user.id,
      });
    },

    async archive(id: string, archived: boolean): Promise<SurveyRow> {
      await get(id);
      return (await surveys.setFlags(id, { isArchived: archived })) as SurveyRow;
    },

    /** Closing a questionnaire closes its campaigns too: nobody answers a closed questionnaire. */
    async close(id: string): Promise<SurveyRow> {
      const row = await get(id);
      if (row.published_version === null)
        throw new AppError('CONFLICT', 'Só um questionário publicado pode ser encerrado.');
      const { closed, campaignIds } = await db.transaction(async (tx) => ({
        closed: (await surveys.setFlags(id, { status: 'closed' }, tx)) as SurveyRow,
        campaignIds: await deps.closeCampaignsOf(id, tx),
      }));
      for (const campaignId of campaignIds) void events.publish('campaign.changed', { campaignId });
      return closed;
    },

    /** Freezes the draft as the next immutable version. */
    async publish(id: string, user: Principal): Promise<SurveyVersionRow> {
      let title = '';
      const version = await db.transaction(async (tx) => {
        const row = await surveys.findById(id, tx, true);
        if (!row) throw new AppError('NOT_FOUND', SURVEY_MESSAGES.notFound);
        if (row.published_version !== null && !row.has_draft_changes && row.status === 'published') {
          throw new AppError('CONFLICT', SURVEY_MESSAGES.nothingToPublish);
        }
        const schema = await checkSurveySchema(row.schema);
        if (countQuestions(schema) === 0) throw new AppError('UNPROCESSABLE', SURVEY_MESSAGES.emptySurvey);
        title = row.title;
        return surveys.insertVersion(id, (row.published_version ?? 0) + 1, schema, user.id, tx);
      });
      void events.publish('survey.published', { surveyId: id, title, userId: user.id });
      return version;
    },

    /** Imports a file as a new questionnaire; `notes` say what normalisation changed (pt-BR). */
    async importNew(input: unknown, title: string | undefined, user: Principal) {
      const normalised = normaliseSurveySchema(input);
      const schema = await checkSurveySchema(normalised.schema);
      const fromSchema = typeof schema.title === 'string' ? schema.title.trim() : '';
      const finalTitle = (title ?? fromSchema) || 'Questionário importado';
      const row = await surveys.insert({
        handle: surveyHandle(finalTitle),
        title: finalTitle.slice(0, 200),
        description: '',
        category: '',
        schema,
        createdBy: user.id,
      });
      return { row, notes: normalised.notes };
    },

    async importDraft(id: string, input: unknown, baseRevision: number) {
      await get(id);
      const normalised = normaliseSurveySchema(input);
      const schema = await checkSurveySchema(normalised.schema);
      const saved = await surveys.update(id, baseRevision, { schema });
      if (!saved) throw new AppError('CONFLICT', SURVEY_MESSAGES.conflict);
      return { row: saved, notes: normalised.notes };
    },

    async versions(id: string): Promise<SurveyVersionRow[]> {
      await get(id);
      return surveys.listVersions(id);
    },

    async version(id: string, version: number): Promise<SurveyVersionRow> {
      const row = await surveys.findVersion(id, version);
      if (!row) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
      return row;
    },
  };
}
