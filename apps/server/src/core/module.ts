import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import { routeKey, type TAccess } from './auth/access';
import type { Db } from './db/connection';
import type { DomainEventName } from './events/events';
import type { QueueDeclaration } from './queue/queue';
import type { SocketFeature } from './realtime/registry';

/** A plugin of routes mounted under `prefix`, and who may call each of them. */
export interface ModuleRoutes {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: route plugins are typed by their own type provider (zod)
  plugin: FastifyPluginAsync<any>;
  /**
   * Every route of the plugin, as 'METHOD /path' below `prefix` ('GET /' for the prefix itself), and its
   * access: the route × role test, the guests' 401 and the OpenAPI fuzz read it. A route missing here
   * fails the route × role test.
   */
  access: Record<string, TAccess>;
  /**
   * Routes closed to guests that a link opens to them anyway (a campaign's share token, a signed download
   * link): route → the query parameters that carry the link. Without it a guest gets 401 before validation.
   */
  openedByLink?: Record<string, readonly string[]>;
}

/**
 * One module of the server, declared in `modules/<name>/<name>.module.ts`: app.ts and worker.ts mount
 * it, and the route table and the table owners are derived from it (src/modules.ts lists them).
 */
export interface ModuleManifest {
  /** The module's folder name. */
  name: string;
  /** Its routes (a module may have none: demo data only). */
  routes?: readonly ModuleRoutes[];
  /** The tables only this module writes (and reads); another module asks its service. */
  owns?: readonly string[];
  /** Other modules' tables its SQL reads, by name, never writes (the SQL-table test checks both). */
  reads?: readonly string[];
  /** The domain events it publishes and those it subscribes to (core/events). */
  events?: { publishes?: readonly DomainEventName[]; consumes?: readonly DomainEventName[] };
  /** Its queues, and the workers run by a process that works the queue (RUN_WORKER or `npm run worker`). */
  jobs?: { queues: QueueDeclaration; workers: FastifyPluginAsync };
  /** Its socket actions and rooms, with their access rule. */
  socket?: SocketFeature;
  /** Demo data written at start when SEED_DEMO is on (modules seed in list order). */
  seed?: (db: Db, config: AppConfig) => Promise<unknown>;
  /** Checks or repairs run at every start, before the app answers. */
  startup?: (db: Db, log: FastifyBaseLogger) => Promise<unknown>;
}

/** The former name of a manifest (tests mount extra modules by it). */
export type ServerModule = ModuleManifest;

/** Every route of the manifests, 'METHOD /full/path' → its access. */
export function routeAccessOf(manifests: readonly ModuleManifest[]): Record<string, TAccess> {
  const table: Record<string, TAccess> = {};
  for (const manifest of manifests)
    for (const routes of manifest.routes ?? [])
      for (const [route, access] of Object.entries(routes.access)) {
        const [method = '', path = ''] = route.split(' ');
        table[routeKey(method, `${routes.prefix}${path}`)] = access;
      }
  return table;
}

/** The routes a link opens to guests, 'METHOD /full/path' → the query parameters carrying the link. */
export function linkOpenedRoutesOf(manifests: readonly ModuleManifest[]): Record<string, readonly string[]> {
  const table: Record<string, readonly string[]> = {};
  for (const manifest of manifests)
    for (const routes of manifest.routes ?? [])
      for (const [route, params] of Object.entries(routes.openedByLink ?? {})) {
        const [method = '', path = ''] = route.split(' ');
        table[routeKey(method, `${routes.prefix}${path}`)] = params;
      }
  return table;
}

/** Every table → the module that owns it. */
export function tableOwnersOf(manifests: readonly ModuleManifest[]): Record<string, string> {
  return Object.fromEntries(
    manifests.flatMap((manifest) => (manifest.owns ?? []).map((table) => [table, manifest.name])),
  );
}
