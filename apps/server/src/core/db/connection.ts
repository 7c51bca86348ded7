import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { TDatabaseConfig } from '../../config';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What a repository needs: one query at a time, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Parameterless SQL that may hold several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The same database on connections of their own (PGlite: itself), so background work never waits
   * behind requests in the pool's queue; on PostgreSQL their commits don't wait for the WAL flush. */
  background(): Db;
  /**
   * Messages between the processes of one deployment (PostgreSQL NOTIFY; PGlite: within its one process). The
   * channel is scoped to this database handle's schema, so test schemas on one server never hear each other.
   * Answers the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A NOTIFY channel of one schema (none: the default schema): `schema__channel`, lower case, letters, digits and
 * _ only (an identifier LISTEN takes unquoted), at most 63 characters.
 */
const channelOf = (schema: string | undefined, channel: string) =>
  (schema ? `${schema}__${channel}` : channel).toLowerCase().replace(/\W/g, '_').slice(0, 63);

/**
 * A PGlite with the extensions the migrations create (PostgreSQL has them as contrib; PGlite ships each as a
 * separate import, loaded when the instance opens): unaccent, for the global search (migration 0044).
 * Every PGlite of the product and its tests opens through here.
 */
export function createPglite(dataDir?: string | null): Promise<PGlite> {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { unaccent } });
}

export async function openPglite(dataDir: string | null, schema?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lite = await createPglite(dataDir);
  return pgliteDb(lite, schema, () => lite.close());
}

/** Wraps an open PGlite; tests share one instance and isolate by schema. */
export async function pgliteDb(
  lite: PGlite,
  schema: string | undefined,
  close: () => Promise<void>,
): Promise<Db> {
  if (schema) await lite.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"; SET search_path TO "${schema}";`);
  const run: Queryable['query'] = (sql, params) => liteQuery(lite, sql, params);
  const db: Db = {
    kind: 'pglite',
    query: run,
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: (sql, params) => liteQuery(tx, sql, params),
        }),
      ),
    background: () => db,
    listen: async (channel, onMessage) => {
      const name = channelOf(schema, channel);
      await lite.exec(`LISTEN ${name}`);
      // Stopping only drops the handler: no UNLISTEN query that would queue behind others while closing.
      const stop = lite.onNotification((heard, payload) => {
        if (heard === name) onMessage(payload);
      });
      return async () => stop();
    },
    notify: async (channel, payload) => {
      await lite.query('SELECT pg_notify($1, $2)', [channelOf(schema, channel), payload]);
    },
    close,
  };
  return db;
}

/** pg's rowCount: rows returned, else rows changed (PGlite reports 0 changed for a SELECT). */
async function liteQuery<T>(
  lite: Pick<PGlite, 'query'>,
  sql: string,
  params: unknown[] | undefined,
): Promise<QueryResult<T>> {
  const result = await lite.query<T>(sql, params);
  return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
}

/**
 * Statements with parameters run as named prepared statements: each connection parses and plans a text once
 * instead of on every call (the survey submit went from ~1,050 to ~1,650 requests/s). SQL texts come from
 * the code, never from values, so they are few; the cap only guards against a text built from data.
 */
const PREPARED_LIMIT = 2_000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < PREPARED_LIMIT) {
    name = `pm${statementNames.size}`;
    statementNames.set(sql, name);
  }
  return name;
}

const wrap = (client: pg.Pool | pg.PoolClient): Queryable['query'] => {
  return async (sql, params) => {
    const name = params && params.length > 0 ? statementName(sql) : undefined;
    const result = await client.query({ text: sql, values: params, name });
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
};

function poolDb(
  pool: pg.Pool,
  background: () => Db,
  close: () => Promise<void>,
  messages: Pick<Db, 'listen' | 'notify'>,
): Db {
  return {
    kind: 'postgres',
    ...messages,
    query: wrap(pool),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({ query: wrap(client) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    background,
    close,
  };
}

export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const options = { connectionString: url, options: schema ? `-c search_path="${schema}"` : undefined };
  const pool = new pg.Pool({ ...options, max: 20 });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  // LISTEN needs a connection of its own that stays open; opened by the first listener.
  const listeners: pg.Client[] = [];
  const messages: Pick<Db, 'listen' | 'notify'> = {
    async listen(channel, onMessage) {
      const name = channelOf(schema, channel);
      const client = new pg.Client(options);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === name) onMessage(message.payload ?? '');
      });
      // An error on the listening connection must not crash the process: that listener just stops hearing.
      client.on('error', () => undefined);
      await client.query(`LISTEN ${name}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channelOf(schema, channel), payload]);
    },
  };
  // Background work (dashboard folds) gets its own two connections, opened on first use. Their commits
  // do not wait for the WAL flush: a crash may lose the last few of them whole (never half), which only
  // suits work that is redone when lost (a lost fold leaves its changes in the log to be folded again).
  let side: { pool: pg.Pool; db: Db } | null = null;
  const background = (): Db => {
    if (!side) {
      const sideOptions = `${options.options ?? ''} -c synchronous_commit=off`.trim();
      const sidePool = new pg.Pool({ ...options, options: sideOptions, max: 2 });
      side = {
        pool: sidePool,
        db: poolDb(
          sidePool,
          () => main,
          () => sidePool.end(),
          messages,
        ),
      };
    }
    return side.db;
  };
  const main: Db = poolDb(
    pool,
    background,
    async () => {
      await Promise.all(listeners.splice(0).map((client) => client.end()));
      await side?.pool.end();
      await pool.end();
    },
    messages,
  );
  return main;
}

export function openDatabase(config: TDatabaseConfig): Promise<Db> {
  return config.kind === 'postgres' ? openPostgres(config.url, config.schema) : openPglite(config.dataDir);
}
