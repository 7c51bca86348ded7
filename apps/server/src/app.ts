import { TOKEN_LIFETIME_SECONDS } from '@pesquisemais/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig, TConnectionLimits } from './config';
import { fastifyTrustProxy } from './config-security';
import { auth } from './core/auth/auth';
import { createPasswordHasher } from './core/auth/password-pool';
import { createTokenService } from './core/auth/tokens';
import { type Db, openDatabase } from './core/db/connection';
import { type DataDirLock, lockDataDir } from './core/db/data-dir-lock';
import { migrate } from './core/db/migrate';
import { getJwtSecret } from './core/db/settings.repository';
import { bodyLimits } from './core/http/body-limits';
import { errorHandler } from './core/http/error-handler';
import { securityHeaders } from './core/http/security-headers';
import { openApi } from './core/http/swagger';
import { web } from './core/http/web';
import { mailer } from './core/mail/mailer';
import { queue } from './core/queue/queue';
import { sockets } from './core/realtime/socket';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter';
import { authRoutes } from './modules/auth';
import { campaignsRoutes } from './modules/campaigns';
import { dashboardsRoutes } from './modules/dashboards';
import { backfillDashboards } from './modules/dashboards/backfill';
import { healthRoutes } from './modules/health';
import { iconsRoutes } from './modules/icons';
import { panelRoutes } from './modules/panel';
import { passwordResetRoutes } from './modules/password-reset';
import { playRoutes } from './modules/play';
import { auditDetachedInvitationResponses } from './modules/play/duplicate-audit';
import { faqRoutes, invoiceRoutes, searchRoutes } from './modules/public-content';
import { seedPublicContent } from './modules/public-content/public-content.seed';
import { pushRoutes } from './modules/push';
import { quickPanelRoutes } from './modules/quick-panel';
import { seedQuickPanel } from './modules/quick-panel/quick-panel.seed';
import { reportsRoutes } from './modules/reports';
import { jobWorkers } from './modules/reports/reports.jobs';
import { respondentsRoutes } from './modules/respondents';
import { seedPanelDemo } from './modules/respondents/respondents.seed';
import { responsesRoutes } from './modules/responses';
import { surveysRoutes } from './modules/surveys';
import { seedSurveyDemo } from './modules/surveys/surveys.seed';
import { targetsRoutes } from './modules/targets';
import { auditSavedConditions } from './modules/targets/condition-audit';
import { usersRoutes } from './modules/users';
import { seedDemoUsers } from './modules/users/users.seed';
import './core/types';

export interface BuildOptions {
  /** An open database to use instead of opening the configured one (tests); it is not closed with the app. */
  db?: Db;
}

/** Builds the whole server; `server.ts` and the tests share it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
    bodyLimit: 1024 * 1024,
    // Forwarded headers only from configured proxies: anyone can send X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
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
  if (config.seedDemo) await seedDemoUsers(db, config.demoPasswords);
  if (config.seedDemo) await seedPublicContent(db);
  if (config.seedDemo) await seedQuickPanel(db);
  if (config.seedDemo) await seedSurveyDemo(db);
  if (config.seedDemo) await seedPanelDemo(db);
  await backfillDashboards(db);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('migrationLevel', level);
  const secret = config.jwtSecret ?? (await getJwtSecret(db));
  app.decorate('tokens', createTokenService(secret, TOKEN_LIFETIME_SECONDS, config.sessionMaxAgeSeconds));
  app.decorate('passwords', createPasswordHasher(config.passwordHashing));
  app.decorate('limiter', redis ? redisRateLimiter(redis) : memoryRateLimiter());

  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(bodyLimits);
  await app.register(openApi);
  await app.register(auth);
  await app.register(mailer);
  await app.register(queue);
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(passwordResetRoutes, { prefix: '/api/auth' });
  await app.register(faqRoutes, { prefix: '/api/faq' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(invoiceRoutes, { prefix: '/api/invoices' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(quickPanelRoutes, { prefix: '/api/quick-panel' });
  await app.register(iconsRoutes, { prefix: '/api/icons' });
  await app.register(surveysRoutes, { prefix: '/api/surveys' });
  await app.register(campaignsRoutes, { prefix: '/api/campaigns' });
  await app.register(targetsRoutes, { prefix: '/api' });
  await app.register(respondentsRoutes, { prefix: '/api' });
  await app.register(panelRoutes, { prefix: '/api/panel' });
  await app.register(responsesRoutes, { prefix: '/api' });
  await app.register(playRoutes, { prefix: '/api/play' });
  await app.register(dashboardsRoutes, { prefix: '/api/dashboards' });
  await app.register(reportsRoutes, { prefix: '/api/reports' });
  await app.register(sockets);
  if (config.runWorker) await app.register(jobWorkers);
  await app.register(web, { root: config.webDist });
  await auditSavedConditions(db, app.log);
  await auditDetachedInvitationResponses(db, app.log);
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
