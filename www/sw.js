// The service worker of the built site (scripts/dist.mjs puts it at the
// root with VERSION and PRECACHE, every file of the build, above this).
// Everything, the page included, comes from this version's cache first: a
// visit after the first needs no network at all, and what is shown is
// always one consistent version. The browser checks sw.js on every visit;
// a new version installs beside this one and waits until the page asks it
// to take over (its "An update is ready — Reload" banner, www/offline.js).
// (The page network-first would show a new version's page at once and
// then offer an "update" to what is already shown.)
const CACHE = `boardlab-${VERSION}`;
const PAGE = new URL('./', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
  // The content-hashed files (the modules' folder, the wasm) never change
  // under their names: where the browser allows, they go straight from the
  // cache, without starting this worker's script for each of them.
  if (event.addRoutes) {
    const base = new URL(PAGE).pathname;
    event.addRoutes(['app.*', 'wasm/*'].map((path) => ({
      condition: { urlPattern: new URLPattern({ pathname: `${base}${path}` }) },
      source: { cacheName: CACHE },
    })));
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith('boardlab-') && name !== CACHE).map((name) => caches.delete(name)),
  )));
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

async function fromCache(request) {
  const cached = await caches.match(request.mode === 'navigate' ? PAGE : request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(PAGE)) return;
  event.respondWith(fromCache(request));
});
