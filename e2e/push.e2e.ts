import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
let browser: Browser;
let pushService: Server;
const delivered: { headers: IncomingHttpHeaders; bytes: number }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // Stands in for the browser vendor's push service, which this sandbox cannot reach.
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push({ headers: request.headers, bytes: Buffer.concat(chunks).length });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => pushService.close(resolve));
});

async function signIn(email: string, password: string) {
  const response = await fetch(`${baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()) as { access_token: string; user: { uuid: string } };
}

describe('push notifications end to end', () => {
  it("posts the browser's subscription to the server, which then delivers an encrypted test push", async () => {
    const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/staff-device`;
    const ecdh = createECDH('prime256v1');
    const subscription = {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const staff = await signIn('staff@pesquisemais.com.br', DEMO.staffPassword);
    await context.addInitScript(
      ({ token, json }) => {
        localStorage.setItem('jwt_access_token', token);
        // Only the vendor's side of pushManager.subscribe is replaced: the app's own code runs as shipped.
        PushManager.prototype.getSubscription = async () => null;
        PushManager.prototype.subscribe = async () => ({ toJSON: () => json }) as unknown as PushSubscription;
      },
      { token: staff.access_token, json: subscription },
    );
    const page = await context.newPage();
    const subscribed = page.waitForRequest('**/api/push/subscribe', { timeout: 30_000 });
    await page.goto('/home');
    const request = await subscribed;
    expect(request.postDataJSON()).toEqual(subscription);
    expect((await request.response())?.status()).toBe(200);
    await context.close();

    const admin = await signIn('admin@pesquisemais.com.br', DEMO.adminPassword);
    const test = await fetch(`${baseURL}/api/push/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ userId: staff.user.uuid }),
    });
    expect(test.status).toBe(200);
    expect(await test.json()).toMatchObject({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered[0]?.headers.authorization).toMatch(/^vapid t=/);
    expect(delivered[0]?.bytes).toBeGreaterThan(0);
  });
});
