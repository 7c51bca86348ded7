import {
  type ClientToServerEvents,
  ROOM_JOINS,
  ROOM_LEAVE_ACTION,
  type ServerToClientEvents,
  type TClientAction,
  type TRoomJoinAction,
  type TRoomJoins,
  type TServerEvent,
  type TServerMessage,
} from '@pesquisemais/shared';
import { io, type Socket } from 'socket.io-client';
import { ACCESS_TOKEN_KEY, getStoredToken, onStoredTokenChange } from './auth-token';

export type TAppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type TRoomStatus = 'idle' | 'joining' | 'joined' | 'revoked';
export type TServerPayload<E extends TServerEvent> = Parameters<ServerToClientEvents[E]>[0];

type TRoom = {
  action: TRoomJoinAction;
  data: TRoomJoins[TRoomJoinAction];
  name: string;
  status: TRoomStatus;
};

export interface TSocketHubOptions {
  /** Defaults to the page's own host. */
  url?: string;
  getToken?: () => string | null;
  onTokenChange?: (listener: (token: string | null) => void) => () => void;
  /** How long an unused connection stays open, so that moving between pages does not reconnect. */
  idleCloseMs?: number;
}

/** This tab's token changes and the other tabs' (a sign-out there ends this tab's session too). */
function watchStoredToken(listener: (token: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) listener(getStoredToken());
  };
  window.addEventListener('storage', onStorage);
  const stop = onStoredTokenChange(listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    stop();
  };
}

/**
 * One socket.io connection shared by every feature, opened on first use with the signed-in token, replaced
 * when the token changes (sign-in, sign-out, renewal) and closed when nothing has used it for a while.
 * Rooms are joined again on every (re)connection, since the server forgets them with the old socket.
 */
export function createSocketHub(options: TSocketHubOptions = {}) {
  const getToken = options.getToken ?? getStoredToken;
  const listeners = new Map<TServerEvent, Set<(payload: never) => void>>();
  const rooms = new Map<string, TRoom & { users: number }>();
  const roomWatchers = new Set<() => void>();
  let current: { socket: TAppSocket; token: string | null } | null = null;
  let users = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopTokenWatch: (() => void) | undefined;

  const setStatus = (room: TRoom, status: TRoomStatus) => {
    if (room.status === status) return;
    room.status = status;
    for (const watcher of roomWatchers) watcher();
  };
  const join = (socket: TAppSocket, room: TRoom) => {
    setStatus(room, 'joining');
    socket.emit('action', { type: room.action, data: room.data } as TClientAction);
  };
  const onMessage = (message: TServerMessage) => {
    for (const room of rooms.values()) {
      if (ROOM_JOINS[room.action].joinedRoom(message) === room.name) setStatus(room, 'joined');
      if (message.type === 'access:revoked' && message.data.room === room.name) setStatus(room, 'revoked');
    }
  };

  function open(): TAppSocket {
    const token = getToken();
    const socket: TAppSocket = io(options.url, { auth: token ? { token } : {}, transports: ['websocket'] });
    socket.on('connect', () => {
      for (const room of rooms.values()) join(socket, room);
    });
    socket.on('disconnect', () => {
      for (const room of rooms.values()) setStatus(room, 'joining');
    });
    socket.on('message', onMessage);
    socket.onAny((event: TServerEvent, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload as never);
    });
    current = { socket, token };
    return socket;
  }

  function close(): void {
    current?.socket.disconnect();
    current = null;
  }

  function handleToken(token: string | null): void {
    if (!current || current.token === token) return;
    close();
    if (users > 0) open();
  }

  function retain(): TAppSocket {
    users += 1;
    clearTimeout(idleTimer);
    stopTokenWatch ??= (options.onTokenChange ?? watchStoredToken)(handleToken);
    if (current && current.token !== getToken()) close();
    return current?.socket ?? open();
  }

  function release(): void {
    users -= 1;
    if (users > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => users === 0 && close(), options.idleCloseMs ?? 5_000);
  }

  return {
    /** The connection (opened if needed); for tests and diagnostics. */
    get socket(): TAppSocket | null {
      return current?.socket ?? null;
    },

    /** Calls handler with every `event` the server sends; returns the unsubscribe. */
    on<E extends TServerEvent>(event: E, handler: (payload: TServerPayload<E>) => void): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(handler as (payload: never) => void);
      retain();
      return () => {
        set.delete(handler as (payload: never) => void);
        release();
      };
    },

    /** Joins the room of `action` (again after every reconnection) until the returned leave is called. */
    joinRoom<A extends TRoomJoinAction>(action: A, data: TRoomJoins[A]): () => void {
      const key = roomKey(action, data);
      let room = rooms.get(key);
      if (room) room.users += 1;
      else {
        const name = ROOM_JOINS[action].room(data);
        room = { action, data, name, status: 'joining', users: 1 };
        rooms.set(key, room);
      }
      const socket = retain();
      if (room.users === 1 && socket.connected) join(socket, room);
      const joined = room;
      return () => {
        joined.users -= 1;
        if (joined.users === 0) {
          rooms.delete(key);
          const isShared = [...rooms.values()].some((other) => other.name === joined.name);
          if (!isShared)
            current?.socket.emit('action', { type: ROOM_LEAVE_ACTION, data: { room: joined.name } });
        }
        release();
      };
    },

    /** Sends an action on the open connection (dropped while disconnected: callers join again on reconnect). */
    send(action: TClientAction): void {
      if (current?.socket.connected) current.socket.emit('action', action);
    },

    roomStatus(key: string): TRoomStatus {
      return rooms.get(key)?.status ?? 'idle';
    },

    watchRooms(watcher: () => void): () => void {
      roomWatchers.add(watcher);
      return () => {
        roomWatchers.delete(watcher);
      };
    },

    /** Closes the connection now and forgets the token watch (tests). */
    dispose(): void {
      clearTimeout(idleTimer);
      stopTokenWatch?.();
      stopTokenWatch = undefined;
      close();
    },
  };
}

export type TSocketHub = ReturnType<typeof createSocketHub>;

export const roomKey = (action: TRoomJoinAction, data: unknown): string =>
  `${action} ${JSON.stringify(data)}`;
