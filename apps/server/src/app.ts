import { TOKEN_LIFETIME_SECONDS } from '@pesquisemais/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig, TConnectionLimits } from './config';
import { fastifyTrustProxy } from './config-security';
import { auth } from './core/auth/auth';
import { guestGuard } from './core/auth/guest-guard';
import { createPasswordHasher } from './core/auth/password-pool';
import { createTokenService } from './core/auth/tokens';
import { type Db, openDatabase } from './core/db/connection';
import { type DataDirLock, lockDataDir } from './core/db/data-dir-lock';
import { migrate } from './core/db/migrate';
import { getJwtSecret } from './core/db/settings.repository';
import { createEventBus } from './core/events/events';
import { openFileStorage } from './core/files/open-storage';
import { bodyLimits } from './core/http/body-limits';
import { errorHandler } from './core/http/error-handler';
import { securityHeaders } from './core/http/security-headers';
import { openApi } from './core/http/swagger';
import { web } from './core/http/web';
import { mailer } from './core/mail/mailer';
import { linkOpenedRoutesOf } from './core/module';
import { queue } from './core/queue/queue';
import { sockets } from './core/realtime/socket';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter';
import { type ModuleManifest, principalSources, serverModules } from './modules';
import { routeTableOf } from './route-access.table';
import './core/types';
import { answerClientError } from './core/http/client-error';

export interface BuildOptions {
  /** An open database to use instead of opening the configured one (tests); it is not closed with the app. */
  db?: Db;
  /** The modules to mount (tests add one); the app's list by default. */
  modules?: ModuleManifest[];
}

/** Builds the whole server; `server.ts` and the tests share it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from configured proxies: anyone can send X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    ...httpServerOptions(config.connections),
  });
  app.server.maxConnections = config.connections.maxConnections;
  // Every route as registered (HEAD twins left out): the route × role guard test walks this list.
  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The embedded PGlite belongs to one process: a second one on the same folder loses acknowledged writes.
  const lock =
    !options.db && config.database.kind === 'pglite' && config.database.dataDir
      ? await lockDataDir(config.database.dataDir)
      : null;
  const db = options.db ?? (await openDatabase(config.database).catch(releaseAndThrow(lock)));
  if (!options.db) app.addHook('onClose', () => db.close());
  if (lock) app.addHook('onClose', async () => lock.release());
  const { level } = await migrate(db);
  const modules = options.modules ?? serverModules;
  if (config.seedDemo) for (const module of modules) await module.seed?.(db, config);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('migrationLevel', level);
  app.decorate(
    'events',
    createEventBus((error, name) =>
      app.log.error({ err: error, event: name }, 'domain event subscriber failed'),
    ),
  );
  const secret = config.jwtSecret ?? (await getJwtSecret(db));
  app.decorate('tokens', createTokenService(secret, TOKEN_LIFETIME_SECONDS, config.sessionMaxAgeSeconds));
  app.decorate('files', openFileStorage(config.files));
  app.decorate('passwords', createPasswordHasher(config.passwordHashing));
  app.decorate('limiter', redis ? redisRateLimiter(redis) : memoryRateLimiter());

  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(bodyLimits);
  await app.register(openApi);
  await app.register(auth, principalSources);
  await app.register(guestGuard, {
    routeAccess: routeTableOf(modules),
    openedByLink: linkOpenedRoutesOf(modules),
  });
  await app.register(mailer);
  await app.register(queue, { queues: modules.flatMap((module) => module.jobs?.queues ?? []) });
  for (const module of modules)
    for (const routes of module.routes ?? []) await app.register(routes.plugin, { prefix: routes.prefix });
  await app.register(sockets, { features: modules.flatMap((module) => module.socket ?? []) });
  if (config.runWorker)
    for (const module of modules) if (module.jobs) await app.register(module.jobs.workers);
  await app.register(web, { root: config.webDist });
  for (const module of modules) await module.startup?.(db, app.log);
  return app;
}

function releaseAndThrow(lock: DataDirLock | null) {
  return (error: unknown): never => {
    lock?.release();
    throw error;
  };
}

/** Slow, idle and endless clients are cut off instead of holding sockets forever (slowloris). */
function httpServerOptions(limits: TConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
  };
}
