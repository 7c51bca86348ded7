import type { Socket } from 'socket.io';

export const SOCKET_RATE_MESSAGE = 'Muitas ações em pouco tempo. Aguarde um instante.';

/**
 * Per-socket token bucket on incoming events: `perSecond` refill, a burst of twice that. Events past it are
 * dropped (the client is told once per burst); a client that keeps flooding is disconnected, so one socket
 * cannot keep the event loop busy for everybody else.
 */
export function limitSocketActions(socket: Socket, perSecond: number): void {
  const capacity = perSecond * 2;
  let tokens = capacity;
  let refilledAt = performance.now();
  let dropped = 0;
  socket.use((_packet, next) => {
    const now = performance.now();
    tokens = Math.min(capacity, tokens + ((now - refilledAt) / 1000) * perSecond);
    refilledAt = now;
    if (tokens >= 1) {
      tokens -= 1;
      dropped = 0;
      return next();
    }
    dropped += 1;
    if (dropped === 1) socket.emit('message', { type: 'error', data: SOCKET_RATE_MESSAGE });
    if (dropped > capacity * 2) socket.disconnect(true);
  });
}
