// The service worker of the built site (scripts/dist.mjs puts it at the
// root with VERSION and PRECACHE, every file of the build, above this).
// Hashed files never change, so they come from the cache first; the page
// itself comes from the network first, so a new version is seen at once,
// and from the cache when offline. A new version waits until the page
// asks it to take over (its "Reload" button, www/offline.js).
const CACHE = `boardlab-${VERSION}`;
const PAGE = new URL('./', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

// Navigation preload asks the network for the page while the worker starts.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([
    self.registration.navigationPreload?.enable(),
    caches.keys().then((names) => Promise.all(
      names.filter((name) => name.startsWith('boardlab-') && name !== CACHE).map((name) => caches.delete(name)),
    )),
  ]));
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

async function pageFromNetwork(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const cached = await caches.match(PAGE, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function fileFromCache(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(PAGE)) return;
  event.respondWith(request.mode === 'navigate' ? pageFromNetwork(event) : fileFromCache(request));
});
