import { type TRole, type TServerMessage, userRoom } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { createSessionResolver, type Session } from '../auth/session';
import type { SocketData } from './registry';

export type { SocketData } from './registry';

/** The part of a local or remote (other process) socket that a re-check needs. */
export interface CheckedSocket {
  id: string;
  rooms: Set<string>;
  data: SocketData;
  handshake: { auth: Record<string, unknown> };
  leave(room: string): unknown;
  emit(event: 'message', payload: TServerMessage): unknown;
  disconnect(close?: boolean): unknown;
}

export const ACCESS_REVOKED = 'access:revoked';

/**
 * Re-checks sockets against the rights they joined their rooms with: the user's current role (a demotion),
 * the campaign's current share token (a revoked link), the user's existence and the token's validity.
 * A socket leaves each room it may no longer be in (told with message 'access:revoked'); a socket whose
 * user or token is gone is disconnected. Caches make one query per distinct user and share per run.
 */
export async function recheckSockets(app: FastifyInstance, sockets: CheckedSocket[]): Promise<number> {
  const resolveSession = createSessionResolver(app);
  // One lookup per distinct token: the session resolver reads the user's current role and session version.
  const sessions = new Map<string, Promise<Session | null>>();
  const sessionOf = (token: string) => {
    if (!sessions.has(token)) sessions.set(token, resolveSession(token));
    return sessions.get(token) as Promise<Session | null>;
  };
  const memos = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!memos.has(key)) memos.set(key, load());
    return memos.get(key) as Promise<T>;
  };
  let removed = 0;
  for (const socket of sockets) {
    const { userId } = socket.data;
    const token = socket.handshake.auth.token;
    // A deleted user, an expired token or a revoked session (password reset, 'sair de todos') ends the socket.
    const session = userId && typeof token === 'string' ? await sessionOf(token) : null;
    const role = userId ? (session?.user.id === userId ? session.user.role : null) : 'guest';
    if (!role) {
      socket.disconnect(true);
      removed += 1;
      continue;
    }
    for (const room of [...socket.rooms]) {
      if (await mayStay(app, room, role, socket.data, memo)) continue;
      await socket.leave(room);
      socket.emit('message', { type: ACCESS_REVOKED, data: { room } });
      removed += 1;
    }
  }
  return removed;
}

/** A room's kind is declared by its module with an access rule; rooms no module declares need a sign-in only. */
async function mayStay(
  app: FastifyInstance,
  room: string,
  role: TRole,
  data: SocketData,
  memo: <T>(key: string, load: () => Promise<T>) => Promise<T>,
): Promise<boolean> {
  const [kind = '', id = ''] = room.split(':');
  const check = app.hasDecorator('socketRegistry') ? app.socketRegistry.rooms.get(kind) : undefined;
  // The socket's own room and user:<id> need no right beyond being signed in (checked above).
  return check ? check({ app, id, role, data, memo }) : true;
}

/** The current role of a socket's user (null: the user is gone), read when it asks to join a room. */
export async function currentRole(app: FastifyInstance, data: SocketData | undefined): Promise<TRole | null> {
  if (!data?.userId) return 'guest';
  return (await app.principals.load(data.userId))?.role ?? null;
}

/** Every socket of one user, in every process (Redis adapter), re-checked: after a role change. */
export async function recheckUser(app: FastifyInstance, userId: string): Promise<void> {
  if (!app.hasDecorator('io')) return;
  await recheckSockets(app, (await app.io.in(userRoom(userId)).fetchSockets()) as unknown as CheckedSocket[]);
}

/** Every socket watching a room, in every process: after a campaign's share link is replaced. */
export async function recheckRoom(app: FastifyInstance, room: string): Promise<void> {
  if (!app.hasDecorator('io')) return;
  await recheckSockets(app, (await app.io.in(room).fetchSockets()) as unknown as CheckedSocket[]);
}

/**
 * Each process re-checks its own sockets on a timer, which catches changes no event announces (a role
 * changed in the database by hand, an expired token, a share link replaced while Redis was down).
 */
export function startPeriodicRecheck(app: FastifyInstance, everyMs: number): () => void {
  let isRunning = false; // a slow run is never overlapped by the next tick
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    app.io.local
      .fetchSockets()
      .then((sockets) => recheckSockets(app, sockets as unknown as CheckedSocket[]))
      .catch((error: unknown) => app.log.warn({ err: error }, 'revalidação dos sockets falhou'))
      .finally(() => {
        isRunning = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** After a user's sessions end (password reset, 'sair de todos'), their open sockets are closed in every process. */
export async function closeSessionSockets(app: FastifyInstance, userId: string): Promise<void> {
  await recheckUser(app, userId).catch((error: unknown) =>
    app.log.warn({ err: error, userId }, 'revalidação dos sockets após encerrar sessões falhou'),
  );
}
