import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TAccess } from '../auth/access';

/**
 * OpenAPI of every route, from the same zod schemas that validate them; UI at /api/docs where the config allows
 * (not in production unless API_DOCS=true: the map of every route is no business of the public).
 */
const swaggerPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pesquise(+) API',
        version: '0.1.2',
        description: 'API da plataforma de pesquisas Pesquise(+)',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};

export const openApi = fp(swaggerPlugin, { name: 'swagger' });

/** The API docs' own routes (when the config serves them): open to everyone, like the rest of the docs. */
export const OPENAPI_ROUTE_ACCESS: Record<string, TAccess> = {
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
};
