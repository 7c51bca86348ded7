import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_DEMO: booleanFlag.default(true),
  DEMO_ADMIN_PASSWORD: z.string().min(4).default('admin@2026'),
  DEMO_STAFF_PASSWORD: z.string().min(4).default('staff@2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().min(1).optional(),
  SIGNIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).optional(),
  RUN_WORKER: booleanFlag.default(true),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1_000),
  SOCKET_MAX_ACTIONS_PER_SECOND: z.coerce.number().int().min(1).default(30),
  SOCKET_MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1024).default(100_000),
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
  port: number;
  host: string;
  database: TDatabaseConfig;
  dataDir: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Origin used in links sent by e-mail; without it, the origin of the request. */
  publicUrl?: string;
  jwtSecret?: string;
  seedDemo: boolean;
  demoPasswords: { admin: string; staff: string };
  logLevel: string;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  signinLimits: { perIp: number; failuresPerEmail: number; windowSeconds: number };
  /** Runs the queue workers (reports) inside this process; `npm run worker` runs them alone. */
  runWorker: boolean;
  /** Connection limits of the HTTP server (slow or idle clients) and of socket.io clients. */
  connections: TConnectionLimits;
  /** pg-boss: its own schema; how often an idle worker polls; first retry delay (doubling after). */
  queue: { schema: string; pollingIntervalSeconds: number; retryDelaySeconds: number };
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
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
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
    runWorker: e.RUN_WORKER,
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
    queue: { schema: e.QUEUE_SCHEMA, pollingIntervalSeconds: 2, retryDelaySeconds: 30 },
  };
}
