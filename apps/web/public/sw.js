/* Pesquise(+) service worker, written by hand (no build step).
 * The page registers /sw.js?v=<build>; a new build means a new worker that waits
 * until the page's ATUALIZAR button sends SKIP_WAITING. /api is never cached. */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `pesquise-${VERSION}`;
const SHELL = [
  '/index.html',
  '/manifest.webmanifest',
  '/assets/images/logo/logo.svg',
  '/assets/icons/icon-192.png',
  '/assets/icons/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(SHELL);
      // The entry script and styles named in index.html, so the shell opens off-line.
      const html = await (await cache.match('/index.html')).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await cache.addAll(assets);
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
  // A campaign made available off-line: keep the files its player needs (lazy chunks, SurveyJS).
  if (event.data && event.data.type === 'CACHE_URLS' && Array.isArray(event.data.urls)) {
    const urls = event.data.urls.filter((url) => typeof url === 'string' && url.startsWith('/'));
    const reply = event.ports[0];
    event.waitUntil(
      caches
        .open(CACHE)
        .then(async (cache) => {
          let cached = 0;
          for (const url of urls) {
            const response = await fetch(url, { cache: 'no-cache' }).catch(() => null);
            if (response?.ok) {
              await cache.put(url, response);
              cached += 1;
            }
          }
          return cached;
        })
        .then((cached) => reply?.postMessage({ cached })),
    );
  }
});

function isNeverCached(url) {
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io');
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isNeverCached(url)) return;

  if (request.mode === 'navigate') {
    // Pages: network first (new versions at once), the cached shell when off-line.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: cache first, kept once fetched.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('push', (event) => {
  let data = { title: 'Pesquise(+)', body: '', url: '/home' };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    if (event.data) data.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      icon: '/assets/icons/icon-192.png',
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || '/home';
  event.waitUntil(self.clients.openWindow(url));
});
