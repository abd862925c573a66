// Starts downloading what a page needs before its module asks for it: the
// built site (dist/, scripts/dist.mjs) lists each page's static imports and
// whether it waits for the engine in a JSON block of index.html, so the
// modules and the wasm arrive in one round trip instead of one per import
// level. Over the sources there is no list, and nothing is preloaded.
const listing = document.getElementById('preloads');
const { wasm, pages } = listing ? JSON.parse(listing.textContent) : { pages: {} };
const WWW = new URL('./', import.meta.url).href;
const requested = new Set();

function hint(links, rel, path, extra = {}) {
  const href = new URL(path, WWW).href;
  if (requested.has(href)) return;
  requested.add(href);
  links.append(Object.assign(document.createElement('link'), { rel, href, ...extra }));
}

const pageAt = (href) => pages[href.startsWith(WWW) ? href.slice(WWW.length) : href];

/** Whether the page module at `href` (absolute) waits for the engine (undefined: not known). */
export const needsEngine = (href) => pageAt(href)?.engine;

/** Preloads the page module at `href` (absolute), its imports, and the wasm if it needs the engine. */
export function preloadPage(href) {
  const page = pageAt(href);
  if (!page) return;
  // The wasm first: it is the largest file, and the bindings fetch it with
  // the same (same-origin, anonymous) mode as this preload, so it is reused.
  const links = document.createDocumentFragment();
  if (page.engine) hint(links, 'preload', wasm, { as: 'fetch', crossOrigin: 'anonymous', type: 'application/wasm' });
  for (const module of page.modules) hint(links, 'modulepreload', module);
  insertInBatches([...links.children]);
}

/** Links per task: each starts a request on the spot (about a millisecond
 *  of main thread here, four on a slow phone), so even eight at once make
 *  a task that blocks input; two stay well under. */
const BATCH = 2;

function insertInBatches(links) {
  document.head.append(...links.slice(0, BATCH));
  if (links.length > BATCH) setTimeout(() => insertInBatches(links.slice(BATCH)));
}
