export const CACHE_URLS_MESSAGE = 'CACHE_URLS';
const READY_TIMEOUT_MS = 10_000;

/** Same-origin built files this page has loaded so far (entry, route chunks, SurveyJS, styles). */
function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [...new Set(urls)];
}

function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), READY_TIMEOUT_MS));
  return Promise.race([navigator.serviceWorker.ready.then((registration) => registration.active), timeout]);
}

/**
 * Loads the player's code, then asks the service worker to keep every file the page loaded: a page loaded
 * before the worker took control fetched them past it. Answers how many files are kept (0: no worker).
 */
export async function precachePlayerCode(loadPlayer: () => Promise<unknown>): Promise<number> {
  await loadPlayer();
  const worker = await activeWorker();
  if (!worker) return 0;
  const urls = ['/index.html', ...loadedAssets()];
  return new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ cached?: number }>) => resolve(event.data.cached ?? 0);
    worker.postMessage({ type: CACHE_URLS_MESSAGE, urls }, [channel.port2]);
  });
}

/** What the device's storage holds for this site (navigator.storage.estimate), in bytes. */
export async function usedStorageBytes(): Promise<number | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage } = await navigator.storage.estimate();
  return usage ?? null;
}

/** Asks the browser not to evict the stored interviews under storage pressure. */
export async function askPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return navigator.storage.persisted().then((isPersisted) => isPersisted || navigator.storage.persist());
}
