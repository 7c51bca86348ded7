import type { AddressInfo } from 'node:net';
import { connect, type Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app';
import { useSocketClients, useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { SOCKET_RATE_MESSAGE } from '../realtime/socket-rate-limit';

const limits = {
  ...testConfig().connections,
  requestTimeoutMs: 1500,
  headersTimeoutMs: 1000,
  checkIntervalMs: 100,
  socketActionsPerSecond: 20,
};

const { app } = useTestApp({ config: { connections: limits } });
const clients = useSocketClients(app);
let port: number;
beforeAll(() => {
  port = (app.server.address() as AddressInfo).port;
});

/** Sends `head` then one byte per second until the server closes the socket; resolves with the elapsed ms. */
function slowSender(head: string, dribble: string): Promise<{ elapsedMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: NetSocket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(dribble[sent++ % dribble.length] ?? 'x');
    }, 1000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ elapsedMs: performance.now() - started, answer });
    });
  });
}

describe('HTTP connection limits', () => {
  it('closes a slowloris body (a byte every second) after the request timeout', async () => {
    const head =
      'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{';
    const { elapsedMs, answer } = await slowSender(head, '"');
    expect(elapsedMs).toBeLessThan(limits.requestTimeoutMs + 2000);
    expect(answer).toContain('408');
  });

  it('closes a slowloris header (a header byte every second) after the headers timeout', async () => {
    const { elapsedMs } = await slowSender('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a');
    expect(elapsedMs).toBeLessThan(limits.requestTimeoutMs + 2000);
  });

  it('answers what the HTTP parser refuses (a 100 KB address, garbage) with a pt-BR error, never a 5xx', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket: NetSocket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(answer));
      });
    const long = await raw(`GET /api/health?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(long).toContain('"message":"Endereço ou cabeçalhos grandes demais."');
    const garbage = await raw('\u0000\u0001 nada disso é HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"message":"Requisição HTTP malformada."');
  });

  it('applies the configured timeouts and connection cap to the server', async () => {
    expect(app.server.requestTimeout).toBe(limits.requestTimeoutMs);
    expect(app.server.headersTimeout).toBe(limits.headersTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(limits.keepAliveTimeoutMs);
    expect(app.server.maxConnections).toBe(limits.maxConnections);
    expect(app.server.maxRequestsPerSocket).toBe(limits.maxRequestsPerSocket);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('connection limits configuration', () => {
  it('reads the limits from the environment, with defaults, and never waits longer for headers than for the request', () => {
    expect(loadConfig({}).connections).toMatchObject({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 10_000,
      socketActionsPerSecond: 30,
      socketMaxPayloadBytes: 100_000,
    });
    const set = loadConfig({
      HTTP_REQUEST_TIMEOUT_MS: '5000',
      HTTP_HEADERS_TIMEOUT_MS: '8000',
      HTTP_MAX_CONNECTIONS: '50',
      SOCKET_MAX_ACTIONS_PER_SECOND: '5',
    }).connections;
    expect(set).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, maxConnections: 50 });
    expect(set.socketActionsPerSecond).toBe(5);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '10' })).toThrow('Configuração inválida');
  });
});

describe('socket.io limits', () => {
  const connected = (socket: Socket) => new Promise((resolve) => socket.once('connect', () => resolve(null)));

  it('drops and then disconnects a socket flooding actions while another client keeps working', async () => {
    const flooder = clients.connect();
    const calm = clients.connect();
    await Promise.all([connected(flooder), connected(calm)]);
    const messages: unknown[] = [];
    flooder.on('message', (message) => messages.push(message));
    const disconnected = new Promise((resolve) => flooder.once('disconnect', resolve));
    for (let index = 0; index < 5000; index += 1) flooder.emit('action', { type: 'server/ping' });
    expect(await disconnected).toBe('io server disconnect');
    const pongs = messages.filter((message) => (message as { type: string }).type === 'pong');
    expect(pongs.length).toBeLessThanOrEqual(limits.socketActionsPerSecond * 2 + 5);
    expect(messages).toContainEqual({ type: 'error', data: SOCKET_RATE_MESSAGE });

    const started = performance.now();
    const pong = new Promise((resolve) => calm.once('message', resolve));
    calm.emit('action', { type: 'server/ping' });
    expect(await pong).toEqual({ type: 'pong', data: null });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a payload over the maximum by closing that socket', async () => {
    const big = clients.connect();
    await connected(big);
    const disconnected = new Promise((resolve) => big.once('disconnect', resolve));
    big.emit('action', { type: 'server/ping', data: 'x'.repeat(limits.socketMaxPayloadBytes + 10) });
    expect(await disconnected).toBe('transport close');
  });
});
