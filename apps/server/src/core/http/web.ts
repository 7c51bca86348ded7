import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached, and every non-API path answered with index.html (client-side routes).
 */
const webPlugin: FastifyPluginAsync<{ root: string | null }> = async (app, { root }) => {
  const hasApp = root !== null && existsSync(path.join(root, 'index.html'));
  if (root !== null && !hasApp) app.log.warn({ root }, 'web app not built; serving the API only');
  if (root !== null && hasApp) await registerStatic(app, root);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (!hasApp || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada.' } });
    }
    // A path with a file extension that is not on disk is a real 404, not a client route.
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Arquivo não encontrado.' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};

async function registerStatic(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    // apps/web/compress.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export const web = fp(webPlugin, { name: 'web', dependencies: ['error-handler'] });
