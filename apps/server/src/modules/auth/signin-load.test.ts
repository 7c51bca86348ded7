import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';

/** Real sockets: the server listens on a loopback port and the test is its HTTP client. */
async function listening(overrides: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp({
    signinLimits: { perIp: 1000, failuresPerEmail: 1000, windowSeconds: 60 },
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * A wrong password from its own loopback address (127.0.0.2, .3, ...), by default for an unknown e-mail (they
 * hash too, against the dummy hash: the flood an attacker would send).
 */
const signIn = (base: string, i: number, email = `ninguem${i}@exemplo.com.br`) =>
  new Promise<Response>((resolve, reject) => {
    const body = JSON.stringify({ email, password: 'errada-1234' });
    const request = http.request(
      `${base}/api/auth/signin`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, localAddress: `127.0.0.${i + 2}` },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });

let busy: { app: FastifyInstance; base: string };
beforeAll(async () => {
  busy = await listening({ passwordHashing: { concurrency: 1, queueLimit: 50 } });
});
afterAll(() => busy.app.close());

describe('sign-in under load', () => {
  it('leaves the event loop free: /api/health answers while sign-ins are still hashing', async () => {
    const { app, base } = busy;
    const events: string[] = [];
    const started = performance.now();
    const signIns = Array.from({ length: 6 }, (_, i) =>
      signIn(base, i).then((res) => {
        events.push(`signin:${res.status}`);
      }),
    );
    while (app.passwords.stats().waiting < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const healthStarted = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - healthStarted;
    events.push(`health:${health.status}`);
    await Promise.all(signIns);
    const totalMs = performance.now() - started;

    // Health came back while at least three sign-ins were still queued behind the hashing slot.
    expect(events.indexOf('health:200')).toBeLessThan(4);
    expect(events.filter((event) => event === 'signin:401')).toHaveLength(6);
    expect(healthMs).toBeLessThan(totalMs / 3);
  });
});

describe('a flood of sign-ins', () => {
  it('past the queue limit is shed at once with 503, Retry-After and a Portuguese message', async () => {
    const { app, base } = await listening({ passwordHashing: { concurrency: 1, queueLimit: 2 } });
    try {
      // Twenty accounts, each from its own address: all in the clean lane, whose queue overflows.
      const users = await Promise.all(Array.from({ length: 20 }, () => buildUser(app)));
      const responses = await Promise.all(users.map((user, i) => signIn(base, i, user.email)));
      const shed = responses.filter((res) => res.status === 503);
      const answered = responses.filter((res) => res.status === 401);
      expect(shed.length + answered.length).toBe(20);
      expect(shed.length).toBeGreaterThanOrEqual(10);
      expect(answered.length).toBeGreaterThanOrEqual(3);
      for (const res of shed) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await res.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: ERROR_MESSAGES.UNAVAILABLE },
        });
      }
    } finally {
      await app.close();
    }
  });
});
