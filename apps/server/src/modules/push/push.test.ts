import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

type TPushed = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service double: a real HTTP server on loopback answering each path with a chosen status. */
let pushService: Server;
let pushOrigin = '';
const pushed: TPushed[] = [];
const statusByPath = new Map<string, number>();

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      pushed.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusByPath.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
});
// The push service double listens on loopback over http, which only this setting allows.
const { app } = useTestApp({ config: { pushAllowPrivateEndpoints: true } });

/** What a browser's PushSubscription.toJSON() holds: a P-256 public key and an auth secret. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushOrigin}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const countFor = async (userId: string) =>
  (await app.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [userId])).rowCount;

describe('push', () => {
  it('serves one VAPID public key, kept in the database', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    const again = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[\w-]{80,}$/);
    expect(again.json()).toEqual(first.json());
    const stored = await app.db.query<{ value: { publicKey: string } }>(
      "SELECT value FROM app_settings WHERE key = 'vapid_keys'",
    );
    expect(stored.rows[0]?.value.publicKey).toBe(first.json().publicKey);
  });

  it('stores a subscription per user, upserting by endpoint; guests and bad bodies are refused', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const subscription = browserSubscription('/push/upsert');
    const subscribe = (auth: Record<string, string>, body: unknown) =>
      app.inject({ method: 'POST', url: '/api/push/subscribe', headers: auth, body: body as object });
    expect((await subscribe(user.auth, subscription)).json()).toEqual({ ok: true });
    expect((await subscribe(user.auth, subscription)).statusCode).toBe(200);
    expect(await countFor(user.row.id)).toBe(1);
    // The same browser signed in as someone else now notifies that user.
    expect((await subscribe(other.auth, subscription)).statusCode).toBe(200);
    expect(await countFor(user.row.id)).toBe(0);
    expect(await countFor(other.row.id)).toBe(1);
    expect((await subscribe({}, subscription)).statusCode).toBe(401);
    expect((await subscribe(user.auth, { endpoint: 'nada' })).statusCode).toBe(400);
  });

  it('lets an admin send an encrypted test notification; gone subscriptions are deleted', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const user = await buildUser(app);
    const live = browserSubscription('/push/live');
    const gone = browserSubscription('/push/gone');
    statusByPath.set('/push/gone', 410);
    for (const subscription of [live, gone]) {
      await app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: user.auth,
        body: subscription,
      });
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: admin.auth,
      body: { userId: user.row.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1, removed: 1, failed: 0 });

    const delivered = pushed.find((entry) => entry.path === '/push/live');
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered?.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(delivered?.headers.ttl).toBe('60');
    // Encrypted: the payload's text never travels in clear.
    expect(delivered?.body.length).toBeGreaterThan(100);
    expect(delivered?.body.toString('latin1')).not.toContain('teste');
    expect(await countFor(user.row.id)).toBe(1);
  });

  it('refuses the test notification to anyone but an admin', async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: staff.auth,
      body: { userId: staff.row.id },
    });
    expect(res.statusCode).toBe(403);
    const guest = await app.inject({ method: 'POST', url: '/api/push/test', body: { userId: staff.row.id } });
    expect(guest.statusCode).toBe(401);
  });
});
