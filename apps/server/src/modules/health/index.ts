import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationLevel } from '../../core/db/migrate';

const ZHealth = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), migrationLevel: z.number() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['health'], response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
    version: '0.1.2',
    database: { kind: app.db.kind, migrationLevel: await migrationLevel(app.db) },
  }));
};
