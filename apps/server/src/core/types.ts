import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { RateLimiter } from '../lib/rate-limiter';
import type { CampaignAccess } from './auth/campaign-access';
import type { PasswordHasher } from './auth/password-pool';
import type { Principal } from './auth/principal';
import type { TokenService } from './auth/tokens';
import type { Db } from './db/connection';
import type { EventBus } from './events/events';
import type { FileStorage } from './files/storage';

/**
 * What a module's service may be given: the app's parts, one by one (a service takes `Pick<ServiceDeps, ...>` of
 * what it uses, never the FastifyInstance; the app itself fits, so the routes pass `app`).
 */
export type ServiceDeps = Pick<
  FastifyInstance,
  | 'config'
  | 'db'
  | 'events'
  | 'tokens'
  | 'files'
  | 'limiter'
  | 'passwords'
  | 'mailer'
  | 'queue'
  | 'io'
  | 'log'
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Domain events of this app: modules publish what they changed, others subscribe when they register. */
    events: EventBus;
    tokens: TokenService;
    /** Stored files (attachments...): put from a stream with limits, get as a stream, remove. */
    files: FileStorage;
    limiter: RateLimiter;
    /** argon2 with bounded concurrency; every request-path hash or check goes through it. */
    passwords: PasswordHasher;
    migrationLevel: number;
    /** Method and URL of every route, in registration order. */
    routeList: { method: string; url: string }[];
    /** A user's current principal; with `sessionId`, null also when that session was signed out. */
    principals: { load(userId: string, sessionId?: string): Promise<Principal | null> };
    /** Who may read a campaign: a collection role, or that campaign's share token (routes and sockets). */
    campaignAccess: CampaignAccess;
  }
  interface FastifyRequest {
    /** The principal of a valid bearer token (never its password hash), or null for a guest. */
    user: Principal | null;
  }
  interface FastifyContextConfig {
    /** Validation errors answered in the auth shape `{ error: { field: message } }`. */
    authErrorShape?: boolean;
  }
}
