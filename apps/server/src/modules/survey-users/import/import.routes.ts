import {
  PANEL_IMPORT_BODY_LIMIT,
  ZPanelImportCommitBody,
  ZPanelImportPreview,
  ZPanelImportPreviewBody,
  ZPanelImportReport,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPanelImportService } from './import.service';

/**
 * The file travels as base64 in JSON (no multipart plugin is installed) and is sent again on commit:
 * the server keeps nothing between the two steps, so any process may answer either.
 * Registered inside surveyUsersRoutes, whose hook authorizes 'survey-users:manage'.
 */
export const panelImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPanelImportService(app.db);
  const tags = ['panel'];

  app.post(
    '/preview',
    {
      bodyLimit: PANEL_IMPORT_BODY_LIMIT,
      schema: { tags, body: ZPanelImportPreviewBody, response: { 200: ZPanelImportPreview } },
    },
    async (request) => {
      return service.preview(request.body);
    },
  );

  app.post(
    '/commit',
    {
      bodyLimit: PANEL_IMPORT_BODY_LIMIT,
      schema: { tags, body: ZPanelImportCommitBody, response: { 200: ZPanelImportReport } },
    },
    async (request) => {
      return service.commit(request.body);
    },
  );
};
