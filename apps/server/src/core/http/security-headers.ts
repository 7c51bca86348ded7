import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's security headers on every response. The middleware is built once: @fastify/helmet built it (and
 * parsed the CSP directives) again on every request, a few per cent of the server's CPU under load.
 */
const securityHeadersPlugin: FastifyPluginAsync = async (app) => {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Served over plain HTTP on a LAN too; TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
