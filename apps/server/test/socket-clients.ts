import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config';
import { buildTestApp } from './build-test-app';

export interface SocketClients {
  /** A websocket client of the listening app; a token signs it in, none makes it a guest. */
  connect(token?: string): Socket;
  closeAll(): void;
}

/** Makes the test app listen on a loopback port and opens socket.io clients against it. */
export async function listenForSockets(app: FastifyInstance): Promise<SocketClients> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  return {
    connect(token) {
      const socket = io(url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of sockets) socket.close();
    },
  };
}

/**
 * For a whole test file (or describe block): a test app listening for sockets, handed to `opened` before the
 * tests, its clients and the app closed after them.
 */
export function withSocketApp(
  opened: (live: { app: FastifyInstance; clients: SocketClients }) => void,
  config: () => Partial<AppConfig> = () => ({}),
): void {
  let live: { app: FastifyInstance; clients: SocketClients } | undefined;
  beforeAll(async () => {
    const app = await buildTestApp(config());
    live = { app, clients: await listenForSockets(app) };
    opened(live);
  });
  afterAll(async () => {
    live?.clients.closeAll();
    await live?.app.close();
  });
}
