import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_URL_REQUIRED, publicOrigin, type TTrustProxy, ZTrustProxy } from './config-security';
import type { FilesConfig } from './core/files/open-storage';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ZIceServers = z.array(
  z.object({
    urls: z.union([z.string(), z.array(z.string())]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'use um endereço http(s)://, como https://pesquisemais.com.br' })
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_DEMO: booleanFlag.default(true),
  DEMO_ADMIN_PASSWORD: z.string().min(4).default('admin@2026'),
  DEMO_STAFF_PASSWORD: z.string().min(4).default('staff@2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().min(1).optional(),
  SIGNIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).optional(),
  NODE_ENV: z.string().optional(),
  API_DOCS: booleanFlag.optional(),
  TRUST_PROXY: ZTrustProxy.default(false),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  REGISTER_MAX_EMAIL_IN_USE_PER_IP: z.coerce.number().int().min(1).default(5),
  ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  ARGON2_QUEUE_LIMIT: z.coerce.number().int().min(0).default(32),
  RUN_WORKER: booleanFlag.default(true),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFlag.default(false),
  UPLOAD_MAX_MB: z.coerce.number().min(0.01).max(100).default(10),
  FILES_MAX_MB: z.coerce.number().min(0.01).max(10_240).default(50),
  FILES_DIR: z.string().optional(),
  UPLOAD_ORPHAN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(72),
  QUEUE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1_000),
  SOCKET_MAX_ACTIONS_PER_SECOND: z.coerce.number().int().min(1).default(30),
  SOCKET_MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1024).default(100_000),
  /** STUN/TURN servers of the rooms' WebRTC, as the JSON array RTCPeerConnection takes. */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return ZIceServers.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'ICE_SERVERS: JSON de [{ "urls": ..., "username"?, "credential"? }]',
        });
        return z.NEVER;
      }
    }),
  /** The Janus WebRTC server's REST address (e.g. http://127.0.0.1:8088/janus): rooms' media go through it. */
  JANUS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'use o endereço http(s):// da API REST do Janus, como http://127.0.0.1:8088/janus',
    })
    .optional(),
  /**
   * Where Janus writes its recordings (its VideoRoom `rec_dir`), as this server's processes see it (the same
   * machine, or a shared volume): with it, rooms in Janus mode are recorded by Janus and mixed by a worker.
   */
  JANUS_RECORDINGS_DIR: z.string().min(1).optional(),
  QUEUE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,49}$/)
    .default('pgboss'),
});

export type TDatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; schema?: string };

export interface TConnectionLimits {
  /** Whole request (headers and body) must arrive within this; a slow sender is cut off. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed. */
  idleTimeoutMs: number;
  maxConnections: number;
  /** 0: no limit. */
  maxRequestsPerSocket: number;
  /** How often Node checks requests against the timeouts. */
  checkIntervalMs: number;
  socketActionsPerSecond: number;
  socketMaxPayloadBytes: number;
}

export interface AppConfig {
  /** STUN/TURN for the rooms' WebRTC (none: host candidates only, enough on one network). */
  iceServers?: z.infer<typeof ZIceServers>;
  /** Janus's REST API: rooms use it as their media server (SFU); none, a browser-to-browser mesh. */
  janusUrl?: string;
  /** Janus's recording folder as this process reads it (absolute); only with `janusUrl`. */
  janusRecordingsDir?: string;
  port: number;
  host: string;
  database: TDatabaseConfig;
  dataDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Origin of every link sent by e-mail (PUBLIC_URL, or this process's own address in development). */
  publicUrl: string;
  /** Which peers may set X-Forwarded-For/-Host/-Proto (Fastify's trustProxy); false ignores those headers. */
  trustProxy: TTrustProxy;
  /** Whether /api/docs (Swagger UI and the OpenAPI JSON) is served: off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** How long after signing in a session may be renewed; older tokens (by `iat`/`auth_time`) are refused. */
  sessionMaxAgeSeconds: number;
  /** Registrations per IP per window, and how many of them may answer 'e-mail in use' (409). */
  registerLimits: { perIp: number; emailInUsePerIp: number; windowSeconds: number };
  /** argon2 runs at most `concurrency` at a time; past `queueLimit` waiting, sign-in answers 503. */
  passwordHashing: { concurrency: number; queueLimit: number };
  jwtSecret?: string;
  seedDemo: boolean;
  demoPasswords: { admin: string; staff: string };
  logLevel: string;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  signinLimits: { perIp: number; failuresPerEmail: number; windowSeconds: number };
  /** How often each process re-checks its sockets' rooms against current rights (ms). */
  socketRecheckMs: number;
  /** Tests only: false leaves the dashboards' change log to the folds reads and reports ask for. */
  foldDashboardsInBackground: boolean;
  /** Tests only: push subscriptions may point at http and loopback/private addresses (a local double). */
  pushAllowPrivateEndpoints: boolean;
  /** Runs the queue workers (reports) inside this process; `npm run worker` runs them alone. */
  runWorker: boolean;
  /**
   * Files respondents upload: the largest one accepted (a question's own maxSize may only lower it), and how
   * long the files of a response left unfinished are kept before the sweep deletes them.
   */
  uploads: { maxBytes: number; orphanHours: number };
  /** Attachments and other stored files (core/files): the disk driver's folder and the largest file. */
  files: FilesConfig;
  /** Connection limits of the HTTP server (slow or idle clients) and of socket.io clients. */
  connections: TConnectionLimits;
  /**
   * pg-boss: its own schema; how often an idle worker polls; first retry delay (doubling after); how often a
   * running job beats (a job silent for 3 beats was left by a dead process and is retried).
   */
  queue: {
    schema: string;
    pollingIntervalSeconds: number;
    retryDelaySeconds: number;
    heartbeatSeconds?: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means PGlite).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL)
    throw new Error(`Configuração inválida:\n${PUBLIC_URL_REQUIRED}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: publicOrigin(e.PUBLIC_URL?.replace(/\/+$/, ''), e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    registerLimits: {
      perIp: e.REGISTER_MAX_PER_IP,
      emailInUsePerIp: e.REGISTER_MAX_EMAIL_IN_USE_PER_IP,
      windowSeconds: 60 * 60,
    },
    passwordHashing: {
      concurrency: e.ARGON2_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      queueLimit: e.ARGON2_QUEUE_LIMIT,
    },
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO,
    demoPasswords: { admin: e.DEMO_ADMIN_PASSWORD, staff: e.DEMO_STAFF_PASSWORD },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? null,
    signinLimits: {
      perIp: e.SIGNIN_MAX_PER_IP ?? 30,
      failuresPerEmail: e.SIGNIN_MAX_FAILURES_PER_EMAIL ?? 5,
      windowSeconds: 15 * 60,
    },
    pushAllowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    socketRecheckMs: 60_000,
    iceServers: e.ICE_SERVERS,
    ...(e.JANUS_URL ? { janusUrl: e.JANUS_URL.replace(/\/+$/, '') } : {}),
    ...(e.JANUS_URL && e.JANUS_RECORDINGS_DIR
      ? { janusRecordingsDir: path.resolve(e.JANUS_RECORDINGS_DIR) }
      : {}),
    foldDashboardsInBackground: true,
    runWorker: e.RUN_WORKER,
    files: {
      dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
      maxBytes: Math.round(e.FILES_MAX_MB * 1024 * 1024),
    },
    uploads: { maxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024), orphanHours: e.UPLOAD_ORPHAN_HOURS },
    connections: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
      checkIntervalMs: 1000,
      socketActionsPerSecond: e.SOCKET_MAX_ACTIONS_PER_SECOND,
      socketMaxPayloadBytes: e.SOCKET_MAX_PAYLOAD_BYTES,
    },
    queue: {
      schema: e.QUEUE_SCHEMA,
      pollingIntervalSeconds: 2,
      retryDelaySeconds: e.QUEUE_RETRY_DELAY_SECONDS,
      heartbeatSeconds: e.QUEUE_HEARTBEAT_SECONDS,
    },
  };
}
