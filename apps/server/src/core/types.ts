import type { AppConfig } from '../config';
import type { RateLimiter } from '../lib/rate-limiter';
import type { UserRow } from '../modules/users/users.repository';
import type { PasswordHasher } from './auth/password-pool';
import type { TokenService } from './auth/tokens';
import type { Db } from './db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    tokens: TokenService;
    limiter: RateLimiter;
    /** argon2 with bounded concurrency; every request-path hash or check goes through it. */
    passwords: PasswordHasher;
    migrationLevel: number;
    /** Method and URL of every route, in registration order. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** The signed-in user of a valid bearer token, or null for a guest. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Validation errors answered in the auth shape `{ error: { field: message } }`. */
    authErrorShape?: boolean;
  }
}
