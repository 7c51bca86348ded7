import type { TRole } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../src/config';
import type { ModuleManifest } from '../src/core/module';
import { buildTestApp } from './build-test-app';
import { type BuiltUser, buildUser } from './factories';
import { listenForSockets, type SocketClients } from './socket-clients';

/**
 * A stand-in for a value built later (in beforeAll): every property read reaches the real one, so a describe
 * can hand out `app` and the users at once and its tests use them as they are.
 */
function lateBound<T extends object>(get: () => T | undefined, name: string): T {
  const real = () => {
    const value = get();
    if (!value) throw new Error(`${name} is used before the test app was built (beforeAll)`);
    return value;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const value: unknown = Reflect.get(real(), key);
      return typeof value === 'function' ? value.bind(real()) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
  });
}

/** A user built before the tests under a name the test picks, e.g. a second staff or a display name. */
export interface TestPerson {
  role: TRole;
  displayName?: string;
}

/**
 * The set-up most API tests share: the real app on a fresh schema for the describe (closed after it), one
 * signed-in user per role asked for and one per person named, e.g.
 * `const { users: { staff, ana } } = useTestApp({ roles: ['staff'], people: { ana: { role: 'user' } } })`.
 * A config that needs something started first (an SMTP server's URL) is a function, read when the app is
 * built; hooks registered before this call run before the app is built and after it is closed.
 */
export function useTestApp<R extends TRole = never, P extends string = never>(
  options: {
    roles?: readonly R[];
    people?: Record<P, TestPerson>;
    config?: Partial<AppConfig> | (() => Partial<AppConfig>);
    modules?: ModuleManifest[];
  } = {},
): { app: FastifyInstance; users: Record<R | P, BuiltUser> } {
  let app: FastifyInstance | undefined;
  const built = new Map<string, BuiltUser>();
  const roles = options.roles ?? [];
  const people = Object.entries<TestPerson>(options.people ?? {});
  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : options.config;
    app = await buildTestApp(config, undefined, { modules: options.modules });
    for (const role of roles) built.set(role, await buildUser(app, { role }));
    for (const [name, person] of people) built.set(name, await buildUser(app, person));
  });
  afterAll(async () => {
    await app?.close();
  });
  const names: string[] = [...roles, ...people.map(([name]) => name)];
  const users = Object.fromEntries(
    names.map((name) => [name, lateBound(() => built.get(name), `users.${name}`)]),
  ) as Record<R | P, BuiltUser>;
  return { app: lateBound(() => app, 'app'), users };
}

/**
 * A second server process of the same deployment for the describe: its own app (its own pool on PostgreSQL)
 * on the schema of `app`, built after it and closed before it.
 */
export function useAppOnSameSchema(app: FastifyInstance, config: Partial<AppConfig> = {}): FastifyInstance {
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    const schema = (await app.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? '';
    second = await buildTestApp(config, { schema });
  });
  afterAll(async () => {
    await second?.close();
  });
  return lateBound(() => second, 'second app');
}

/** `app` listening on a loopback port for the describe, with socket.io clients closed before the app is. */
export function useSocketClients(app: FastifyInstance): SocketClients {
  let clients: SocketClients | undefined;
  beforeAll(async () => {
    clients = await listenForSockets(app);
  });
  afterAll(() => {
    clients?.closeAll();
  });
  return lateBound(() => clients, 'clients');
}

/** GET and POST under one API prefix, as a signed-in user or (without one) anonymously. */
export function apiOf(app: FastifyInstance, prefix: string) {
  return {
    get: (url: string, user?: BuiltUser) =>
      app.inject({ method: 'GET', url: `${prefix}${url}`, headers: user?.auth ?? {} }),
    post: (url: string, payload: unknown, user?: BuiltUser) =>
      app.inject({
        method: 'POST',
        url: `${prefix}${url}`,
        payload: JSON.stringify(payload),
        headers: { ...(user?.auth ?? {}), 'content-type': 'application/json' },
      }),
  };
}

type TDemoSeed = (
  db: FastifyInstance['db'],
  demoEmails: readonly string[],
  findUserId: (db: FastifyInstance['db'], email: string) => Promise<string | null>,
) => Promise<number>;

/**
 * A per-user demo seed on a fresh database: it fills the admin's data once (an unknown e-mail is skipped)
 * and adds nothing when run again; `check` then reads what it left through the API as that admin.
 */
export async function expectSeedsOnce(
  seed: TDemoSeed,
  check: (fresh: FastifyInstance, admin: BuiltUser) => Promise<void>,
): Promise<void> {
  const fresh = await buildTestApp();
  try {
    const admin = await buildUser(fresh, { role: 'admin' });
    const findUserId = async (_db: unknown, email: string) => (email === admin.email ? admin.row.id : null);
    expect(await seed(fresh.db, [admin.email, 'ninguem@exemplo.com.br'], findUserId)).toBeGreaterThan(0);
    expect(await seed(fresh.db, [admin.email], findUserId)).toBe(0);
    await check(fresh, admin);
  } finally {
    await fresh.close();
  }
}
