import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { subscribeToPush } from '@/lib/push-subscription';
import { acceptCookies, cookieChoice, refuseCookies, type TCookieChoice } from '../lib/cookie-consent';
import { activateWaitingWorker, registerServiceWorker } from '../lib/service-worker';
import { CookieNotice } from './cookie-notice';

// Needed only when a new version waits: kept out of the first load.
const UpdateBanner = lazy(() => import('./update-banner'));

/**
 * App-wide overlays: the cookie notice, the service worker with its update banner
 * (rendered only once cookies are accepted) and the push subscription of a signed-in user.
 */
export function SiteOverlays() {
  const { isGuest, user } = useAuth();
  const [choice, setChoice] = useState<TCookieChoice>(() => cookieChoice());
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void registerServiceWorker(setWaiting).then(setRegistration);
  }, []);

  // Each signed-in user gets this browser's subscription (the server upserts by endpoint).
  const userId = isGuest ? null : user.uuid;
  useEffect(() => {
    if (!registration || !userId) return;
    subscribeToPush(registration).catch((error: unknown) =>
      console.warn('Inscrição de push não criada', error),
    );
  }, [registration, userId]);

  const handleAccept = () => {
    acceptCookies();
    setChoice('accepted');
  };
  const handleRefuse = () => {
    refuseCookies();
    setChoice('refused');
  };

  return (
    <>
      {choice === null && <CookieNotice onAccept={handleAccept} onRefuse={handleRefuse} />}
      {choice === 'accepted' && waiting && (
        <Suspense fallback={null}>
          <UpdateBanner onUpdate={() => activateWaitingWorker(waiting)} />
        </Suspense>
      )}
    </>
  );
}

export default SiteOverlays;
