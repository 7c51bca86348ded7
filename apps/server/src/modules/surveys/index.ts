import {
  pageOf,
  surveyRoom,
  tableFilterOf,
  ZArchiveSurveyBody,
  ZCreateSurveyBody,
  ZIdParams,
  ZImportDraftBody,
  ZImportedSurvey,
  ZImportSurveyBody,
  ZSurvey,
  ZSurveyList,
  ZSurveyListQuery,
  ZSurveyVersion,
  ZSurveyVersionList,
  ZSurveyVersionParams,
  ZSurveyVersionWithSchema,
  ZUpdateSurveyBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import type { Principal } from '../../core/auth/principal';
import { pageWindow } from '../../lib/sql';
import {
  createSurveysService,
  type SurveysDeps,
  toSurvey,
  toVersion,
  toVersionWithSchema,
} from './surveys.service';

/** Questionnaires: collection roles only (policy surveys:manage). */
export const surveysRoutes =
  (deps: SurveysDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createSurveysService(app.db, app.events, deps);
    const tags = ['surveys'];
    const one = { 200: ZSurvey };

    /** Tells the other editors of this questionnaire that it changed (room survey:<id>). */
    const announce = (surveyId: string, revision: number, user: Principal) => {
      app.io
        ?.to(surveyRoom(surveyId))
        .emit('survey:changed', { surveyId, revision, by: user.display_name, byUserId: user.id });
    };

    app.get(
      '/',
      { schema: { tags, querystring: ZSurveyListQuery, response: { 200: ZSurveyList } } },
      async (request) => {
        authorize(request, 'surveys:manage');
        const { page, pageSize, archived, filterField, filterOp, filterValue, ...filter } = request.query;
        const [{ rows, total }, categories] = await Promise.all([
          service.repository.list({
            ...filter,
            tableFilter: tableFilterOf({ filterField, filterOp, filterValue }),
            archived: archived ?? false,
            ...pageWindow({ page, pageSize }),
          }),
          service.repository.categories(),
        ]);
        const items = rows.map((row) => {
          const { schema: _schema, ...summary } = toSurvey(row);
          return summary;
        });
        return { ...pageOf(items, total, { page, pageSize }), categories };
      },
    );

    app.post(
      '/',
      { schema: { tags, body: ZCreateSurveyBody, response: { 201: ZSurvey } } },
      async (request, reply) => {
        const user = authorize(request, 'surveys:manage');
        return reply.status(201).send(toSurvey(await service.create(request.body, user)));
      },
    );

    app.post(
      '/import',
      { schema: { tags, body: ZImportSurveyBody, response: { 201: ZImportedSurvey } } },
      async (request, reply) => {
        const user = authorize(request, 'surveys:manage');
        const { row, notes } = await service.importNew(request.body.schema, request.body.title, user);
        return reply.status(201).send({ ...toSurvey(row), importNotes: notes });
      },
    );

    app.get('/:id', { schema: { tags, params: ZIdParams, response: one } }, async (request) => {
      authorize(request, 'surveys:manage');
      return toSurvey(await service.get(request.params.id));
    });

    app.patch(
      '/:id',
      { schema: { tags, params: ZIdParams, body: ZUpdateSurveyBody, response: one } },
      async (request) => {
        const user = authorize(request, 'surveys:manage');
        const row = await service.update(request.params.id, request.body);
        announce(row.id, row.revision, user);
        return toSurvey(row);
      },
    );

    app.post(
      '/:id/import',
      { schema: { tags, params: ZIdParams, body: ZImportDraftBody, response: { 200: ZImportedSurvey } } },
      async (request) => {
        const user = authorize(request, 'surveys:manage');
        const { row, notes } = await service.importDraft(
          request.params.id,
          request.body.schema,
          request.body.baseRevision,
        );
        announce(row.id, row.revision, user);
        return { ...toSurvey(row), importNotes: notes };
      },
    );

    app.get('/:id/export', { schema: { tags, params: ZIdParams } }, async (request, reply) => {
      authorize(request, 'surveys:manage');
      const row = await service.get(request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${row.handle}.json"`)
        .send(JSON.stringify({ title: row.title, ...row.schema }, null, 2));
    });

    app.post(
      '/:id/duplicate',
      { schema: { tags, params: ZIdParams, response: { 201: ZSurvey } } },
      async (request, reply) => {
        const user = authorize(request, 'surveys:manage');
        return reply.status(201).send(toSurvey(await service.duplicate(request.params.id, user)));
      },
    );

    app.post(
      '/:id/archive',
      { schema: { tags, params: ZIdParams, body: ZArchiveSurveyBody, response: one } },
      async (request) => {
        authorize(request, 'surveys:manage');
        return toSurvey(await service.archive(request.params.id, request.body.archived));
      },
    );

    app.post(
      '/:id/publish',
      { schema: { tags, params: ZIdParams, response: { 201: ZSurveyVersion } } },
      async (request, reply) => {
        const user = authorize(request, 'surveys:manage');
        return reply.status(201).send(toVersion(await service.publish(request.params.id, user)));
      },
    );

    app.post('/:id/close', { schema: { tags, params: ZIdParams, response: one } }, async (request) => {
      authorize(request, 'surveys:manage');
      return toSurvey(await service.close(request.params.id));
    });

    app.get(
      '/:id/versions',
      { schema: { tags, params: ZIdParams, response: { 200: ZSurveyVersionList } } },
      async (request) => {
        authorize(request, 'surveys:manage');
        return (await service.versions(request.params.id)).map(toVersion);
      },
    );

    app.get(
      '/:id/versions/:version',
      { schema: { tags, params: ZSurveyVersionParams, response: { 200: ZSurveyVersionWithSchema } } },
      async (request) => {
        authorize(request, 'surveys:manage');
        return toVersionWithSchema(await service.version(request.params.id, request.params.version));
      },
    );
  };

// The public face other modules use (never the files themselves).
export {
  findSurvey,
  insertPublishedSurvey,
  listSurveySchemasInUse,
  surveyVersionById,
} from './surveys.service';
