import { ZPushPublicKey } from '@pesquisemais/shared';
import { apiRequest } from '@/lib/api-client';

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type TPushStatus = 'unsupported' | 'denied' | 'subscribed';

/**
 * After the service worker registers and the user allows notifications: subscribe with the
 * server's VAPID key and POST the subscription as JSON to our push service's /subscribe.
 */
export async function subscribeToPush(registered: ServiceWorkerRegistration): Promise<TPushStatus> {
  if (!('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  // Subscribing needs an active worker; a first visit's worker is still installing.
  const registration = registered.active ? registered : await navigator.serviceWorker.ready;
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await apiRequest('/api/push/public-key', { schema: ZPushPublicKey });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const response = await apiRequest('/api/push/subscribe', { method: 'POST', body: subscription.toJSON() });
  console.info('Inscrição de push registrada', response);
  return 'subscribed';
}

/** For a button: subscribes this browser if its service worker is registered (production builds). */
export async function enablePushInThisBrowser(): Promise<TPushStatus> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  return subscribeToPush(registration);
}

/** Whether this browser already holds a push subscription. */
export async function hasPushSubscription(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}
