import type { ClientToServerEvents, ServerToClientEvents, TRole } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';

/** What a socket carries (shared with other processes through the Redis adapter's fetchSockets). */
export interface SocketData {
  userId: string | null;
  /** The role at connection time; every rights check reads the current one from the database. */
  role: TRole;
  /** Campaign id → the share token its dashboard room was joined with (a link holder, not a role). */
  shares?: Record<string, string>;
  /** The tab told it has seen no key press or pointer move for a while (team chat presence: away). */
  idle?: boolean;
  /** Room id → the seat this socket holds in a meeting room (set by the module that checked its right). */
  roomSeats?: Record<string, { memberId: string; seat: string; name: string; isAdmitted: boolean }>;
}

export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Handles one `action` of a client: `data` is unchecked (the handler validates it). */
export type SocketActionHandler = (app: FastifyInstance, socket: IoSocket, data: unknown) => Promise<void>;

/** Whether a socket may still be in room `<kind>:<id>` (asked on every re-check, with the current role). */
export type RoomAccessCheck = (context: {
  app: FastifyInstance;
  id: string;
  role: TRole;
  data: SocketData;
  /** One lookup per key and re-check run (many sockets share a campaign's link). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}) => Promise<boolean>;

/** A module's part of realtime: the actions it answers and the rooms it guards. */
export interface SocketFeature {
  /** Action type (`server/...`) → handler. */
  actions?: Record<string, SocketActionHandler>;
  /** Room kind (the part before ':') → who may stay in it. */
  rooms?: Record<string, RoomAccessCheck>;
}

export interface SocketRegistry {
  actions: Map<string, SocketActionHandler>;
  rooms: Map<string, RoomAccessCheck>;
}

/** Merges the modules' features; a name declared twice is a wiring mistake, refused at start. */
export function createSocketRegistry(features: SocketFeature[]): SocketRegistry {
  const registry: SocketRegistry = { actions: new Map(), rooms: new Map() };
  for (const feature of features) {
    for (const [type, handler] of Object.entries(feature.actions ?? {})) {
      if (registry.actions.has(type)) throw new Error(`socket action declared twice: ${type}`);
      registry.actions.set(type, handler);
    }
    for (const [kind, check] of Object.entries(feature.rooms ?? {})) {
      if (registry.rooms.has(kind)) throw new Error(`socket room declared twice: ${kind}`);
      registry.rooms.set(kind, check);
    }
  }
  return registry;
}
