import { PUSH_TEST_NOTIFICATION, SITE_CONFIG, type TPushTestResult } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { getOrCreateSetting } from '../../db/settings.repository';
import { createPushRepository, type TPushRow } from './push.repository';

export type TVapidKeys = { publicKey: string; privateKey: string };

/** Generated on first start and kept in the database, the same for every process. */
export function getVapidKeys(app: FastifyInstance): Promise<TVapidKeys> {
  return getOrCreateSetting(app.db, 'vapid_keys', () => webpush.generateVAPIDKeys());
}

/**
 * web-push encrypts and signs (aes128gcm + VAPID); the request itself goes through fetch,
 * so any push service URL works, the loopback double of the tests included.
 */
async function deliver(row: TPushRow, payload: string, keys: TVapidKeys): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    payload,
    {
      TTL: 60,
      vapidDetails: { subject: `mailto:${SITE_CONFIG.contactEmail}`, ...keys },
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}

export function createPushService(app: FastifyInstance) {
  const subscriptions = createPushRepository(app.db);
  return {
    async sendTest(userId: string): Promise<TPushTestResult> {
      const keys = await getVapidKeys(app);
      const payload = JSON.stringify({ ...PUSH_TEST_NOTIFICATION, url: '/home' });
      const result: TPushTestResult = { sent: 0, removed: 0, failed: 0 };
      for (const row of await subscriptions.listForUser(userId)) {
        try {
          const status = await deliver(row, payload, keys);
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
    },
  };
}
