import type { TRoomJoinAction, TRoomJoins, TServerEvent } from '@pesquisemais/shared';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  createSocketHub,
  roomKey,
  type TRoomStatus,
  type TServerPayload,
  type TSocketHub,
} from './socket-hub';

export type { TRoomStatus, TSocketHub } from './socket-hub';

/** The app's one connection to the page's own host; tests provide a hub of their own. */
export const appSocketHub = createSocketHub();
export const SocketHubContext = createContext<TSocketHub>(appSocketHub);

/** Calls handler with every `event` from the server while mounted (and enabled); the latest handler is used. */
export function useSocketEvent<E extends TServerEvent>(
  event: E,
  handler: (payload: TServerPayload<E>) => void,
  isEnabled = true,
): void {
  const hub = useContext(SocketHubContext);
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!isEnabled) return;
    return hub.on(event, (payload) => handlerRef.current(payload));
  }, [hub, event, isEnabled]);
}

/** Sends an action on the shared connection (nothing when it is not connected). */
export function useSocketSend(): TSocketHub['send'] {
  return useContext(SocketHubContext).send;
}

/**
 * Stays in the room of `joinEvent` while mounted, joining again after every reconnection; `payload`
 * undefined joins nothing yet. Returns 'joined' once the server confirmed, 'revoked' if it took the socket out.
 */
export function useRoom<A extends TRoomJoinAction>(
  joinEvent: A,
  payload: TRoomJoins[A] | undefined,
): TRoomStatus {
  const hub = useContext(SocketHubContext);
  const key = payload ? roomKey(joinEvent, payload) : null;
  const payloadRef = useRef(payload);
  payloadRef.current = payload;
  useEffect(() => {
    const data = payloadRef.current;
    if (!key || !data) return;
    return hub.joinRoom(joinEvent, data);
  }, [hub, joinEvent, key]);
  return useSyncExternalStore(hub.watchRooms, () => (key ? hub.roomStatus(key) : 'idle'));
}
