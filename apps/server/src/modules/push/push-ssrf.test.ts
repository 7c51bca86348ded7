import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { PUSH_MESSAGES } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** A TCP listener on loopback (IPv4 and IPv6) that counts every connection anyone makes to it. */
let trap: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  trap = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '::', resolve));
  port = (trap.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => trap.close(resolve));
});
const { app } = useTestApp();

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

const INTERNAL = () => [
  `https://127.0.0.1:${port}/push`,
  `https://10.0.0.7:${port}/push`,
  `https://192.168.1.20:${port}/push`,
  `https://[::1]:${port}/push`,
  `https://[::ffff:127.0.0.1]:${port}/push`,
  `https://localhost:${port}/push`,
  `http://fcm.googleapis.com/fcm/send/abc`,
];

describe('push subscriptions cannot aim the server at internal addresses', () => {
  it('refuses to store an endpoint that is not https on a public address', async () => {
    const user = await buildUser(app);
    for (const endpoint of INTERNAL()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: user.auth,
        body: { endpoint, expirationTime: null, keys: keys() },
      });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().error.message).toBe(PUSH_MESSAGES.endpointNotPublic);
    }
    const stored = await app.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [user.row.id]);
    expect(stored.rowCount).toBe(0);
  });

  it("never connects to one at send time, after DNS too (rows stored before the rule, or a host name's new address)", async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const user = await buildUser(app);
    const endpoints = INTERNAL();
    for (const endpoint of endpoints) {
      const { p256dh, auth } = keys();
      await app.db.query(
        'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)',
        [user.row.id, endpoint, p256dh, auth],
      );
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: admin.auth,
      body: { userId: user.row.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 0, removed: 0, failed: endpoints.length });
    expect(connections).toBe(0);
  });
});
