import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PUSH_TEST_NOTIFICATION, SITE_CONFIG, type TPushTestResult } from '@pesquisemais/shared';
import webpush from 'web-push';
import { getOrCreateSetting } from '../../core/db/settings.repository';
import type { ServiceDeps } from '../../core/types';
import { isSendableHttpsUrl, publicLookup } from '../../lib/public-address';
import { createPushRepository, type TPushRow } from './push.repository';

/** What this service uses of the app. */
type Deps = Pick<ServiceDeps, 'config' | 'db' | 'log'>;

export type TVapidKeys = { publicKey: string; privateKey: string };

/** Generated on first start and kept in the database, the same for every process. */
export function getVapidKeys(app: Deps): Promise<TVapidKeys> {
  return getOrCreateSetting(app.db, 'vapid_keys', () => webpush.generateVAPIDKeys());
}

/**
 * web-push encrypts and signs (aes128gcm + VAPID); we send the request ourselves so that the connection
 * goes only to a public address, checked after DNS resolution (`publicLookup`), unless the tests' local
 * double is allowed (`pushAllowPrivateEndpoints`).
 */
async function deliver(row: TPushRow, payload: string, keys: TVapidKeys, allowPrivate: boolean) {
  const details = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    payload,
    {
      TTL: 60,
      vapidDetails: { subject: `mailto:${SITE_CONFIG.contactEmail}`, ...keys },
    },
  );
  if (!allowPrivate && !isSendableHttpsUrl(details.endpoint)) throw new Error('endpoint não público');
  return post(details.endpoint, details.method, details.headers as Record<string, string>, details.body, {
    lookup: allowPrivate ? undefined : publicLookup,
  });
}

function post(
  endpoint: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
  options: { lookup?: typeof publicLookup },
): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers, lookup: options.lookup, timeout: 10_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('tempo esgotado')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

export function createPushService(app: Deps) {
  const subscriptions = createPushRepository(app.db);

  /** Sends `payload` to every browser of the user; subscriptions the push service says are gone are dropped. */
  async function sendToUser(userId: string, payload: object): Promise<TPushTestResult> {
    const keys = await getVapidKeys(app);
    const text = JSON.stringify(payload);
    const result: TPushTestResult = { sent: 0, removed: 0, failed: 0 };
    for (const row of await subscriptions.listForUser(userId)) {
      try {
        const status = await deliver(row, text, keys, app.config.pushAllowPrivateEndpoints);
        if (status === 404 || status === 410) {
          // The push service says this subscription is gone for good.
          await subscriptions.remove(row.id);
          result.removed += 1;
        } else if (status >= 200 && status < 300) result.sent += 1;
        else result.failed += 1;
      } catch (error) {
        app.log.warn({ err: error, endpoint: row.endpoint }, 'push delivery failed');
        result.failed += 1;
      }
    }
    return result;
  }

  return {
    sendToUser,
    sendTest: (userId: string) => sendToUser(userId, { ...PUSH_TEST_NOTIFICATION, url: '/home' }),
  };
}
