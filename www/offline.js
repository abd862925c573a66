// The built site works offline and installs: index.html names its service
// worker (scripts/dist.mjs adds data-service-worker; the sources have none).
// When a new version has installed, a banner offers to reload into it.
import { h } from './ui/dom.js';
import { t } from './ui/lang.js';

function offerUpdate(worker) {
  if (document.getElementById('update-banner')) return;
  const reload = h('button', {
    type: 'button',
    id: 'update-reload',
    onClick: () => {
      reload.disabled = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
      worker.postMessage('activate');
    },
  }, t('Reload'));
  document.body.append(h('div', { id: 'update-banner', class: 'update-banner', role: 'status' },
    h('span', {}, t('An update is ready')), reload));
}

/** Registers the service worker of the built site, once the first page is shown. */
export async function registerServiceWorker() {
  const script = document.documentElement.dataset.serviceWorker;
  if (!script || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(script);
  // A page already controlled by a version is told about the next one; the
  // first install simply takes over at the next visit.
  const waitFor = (worker) => worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
  });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  if (registration.installing) waitFor(registration.installing);
  registration.addEventListener('updatefound', () => waitFor(registration.installing));
}
