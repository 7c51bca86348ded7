import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';

let app: FastifyInstance;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

function open(token?: string): Socket {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

describe('socket.io on the same port', () => {
  it('authenticates the token and sends IOcredentials with the role', async () => {
    const user = await buildUser(app, { role: 'staff' });
    const credentials = await new Promise((resolve) => open(user.token).once('IOcredentials', resolve));
    expect(credentials).toMatchObject({ uuid: user.row.id, role: 'staff' });
  });

  it('treats a socket without token as a guest and refuses an invalid token', async () => {
    const credentials = await new Promise((resolve) => open().once('IOcredentials', resolve));
    expect(credentials).toMatchObject({ uuid: 'guest', role: 'guest' });
    const error = await new Promise<Error>((resolve) => open('invalido').once('connect_error', resolve));
    expect(error.message).toBe('Credenciais invalidas');
  });

  it('answers server/ actions and rejects others', async () => {
    const socket = open();
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const pong = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: 'server/ping' });
    expect(await pong).toEqual({ type: 'pong', data: null });
    const refused = new Promise((resolve) => socket.once('message', resolve));
    socket.emit('action', { type: 'client/whatever' });
    expect(await refused).toEqual({ type: 'error', data: 'Ação inválida.' });
  });
});
