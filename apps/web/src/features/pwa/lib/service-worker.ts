export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The hashed name of the entry script: it changes with every build that changes the app. */
function buildVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return encodeURIComponent(entry ? (new URL(entry).pathname.split('/').pop() ?? 'dev') : 'dev');
}

/**
 * Registers /sw.js and reports a worker that waits to take over (a new version).
 * Errors are only logged (spec point 4).
 */
export async function registerServiceWorker(
  onWaiting: (worker: ServiceWorker) => void,
): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register(`/sw.js?v=${buildVersion()}`, { scope: '/' });
    // Some environments (automation, privacy modes) answer without a registration.
    if (!registration) return null;
    // A waiting worker only means "update" when a page is already controlled by an older one.
    const report = (worker: ServiceWorker | null) => {
      if (worker && navigator.serviceWorker.controller) onWaiting(worker);
    };
    report(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') report(installing);
      });
    });
    return registration;
  } catch (error) {
    console.error('Falha ao registrar o service worker', error);
    return null;
  }
}

/** ATUALIZAR: the waiting worker skips waiting; the page reloads once it controls the page. */
export function activateWaitingWorker(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}
